import { describe, expect, it } from 'vitest';
import { devOsmsAnswer } from '@/lib/insurance/dev-provider';

// The local provider's rule (docs/osms-provider.md), so developers and tests can reach every outcome.
const TODAY = '2026-03-15';

describe('devOsmsAnswer', () => {
  it('answers by the rule on the IIN: employee, self-employed, not insured, state-funded child and pensioner, no record', () => {
    expect(devOsmsAnswer('900101300027', TODAY)).toEqual({ status: 200, body: { insured: true, category: 'employee', validUntil: '2026-04-30' } });
    expect(devOsmsAnswer('900101300067', TODAY)).toEqual({ status: 200, body: { insured: true, category: 'self_employed', validUntil: '2026-04-30' } });
    expect(devOsmsAnswer('900101300037', TODAY)).toEqual({ status: 200, body: { insured: false, category: null, validUntil: null } });
    expect(devOsmsAnswer('100522501238', TODAY)).toEqual({ status: 200, body: { insured: true, category: 'state_funded', validUntil: '2028-05-21' } });
    expect(devOsmsAnswer('600101300014', TODAY)).toMatchObject({ status: 200, body: { insured: true, category: 'state_funded', validUntil: null } });
    expect(devOsmsAnswer('900101399026', TODAY)).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });

  it('refuses an IIN that fails the check digit, as a real provider would', () => {
    expect(devOsmsAnswer('900101300012', TODAY)).toMatchObject({ status: 400, body: { error: { code: 'invalid_iin' } } });
  });
});
