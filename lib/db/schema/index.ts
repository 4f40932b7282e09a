export * from './common';
export * from './companies';
export * from './content';
export * from './accounts';
export * from './outbox';
export * from './security';
export * from './booking';
