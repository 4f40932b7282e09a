import pino from 'pino';

/** JSON logs in production, the same lines readable enough in development. */
export const logger = pino({ level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info') });
