import { describe, expect, it } from 'vitest';
import { cabinetCookieValue, entryCabinet, parseCabinetCookie } from '@/components/pro/last-cabinet';

// The cabinet /pro goes on to (issue 20): the remembered one when it is still the user's, else the first.
describe('the business area entry’s cabinet', () => {
  const cabinets = [
    { companyCode: 'DEMO', cabinetCodes: [0, 1] },
    { companyCode: 'FAMILY', cabinetCodes: [0, 1] },
  ];

  it('reads back what the shell writes, and refuses anything else', () => {
    expect(parseCabinetCookie(cabinetCookieValue({ companyCode: 'FAMILY', cabinetCode: 1 }))).toEqual({ companyCode: 'FAMILY', cabinetCode: 1 });
    expect(parseCabinetCookie('DEMO/0')).toEqual({ companyCode: 'DEMO', cabinetCode: 0 });
    for (const bad of [undefined, null, '', 'DEMO', 'DEMO/', 'DEMO/01', 'DEMO/-1', '../x/1', 'DEMO/1/2', 'DE MO/1', '%E0%A4%A/1']) expect(parseCabinetCookie(bad)).toBeNull();
  });

  it('goes to the remembered cabinet when it is still one of the user’s, else to the first', () => {
    expect(entryCabinet(cabinets, { companyCode: 'FAMILY', cabinetCode: 1 })).toEqual({ companyCode: 'FAMILY', cabinetCode: 1 });
    expect(entryCabinet(cabinets, { companyCode: 'FAMILY', cabinetCode: 7 })).toEqual({ companyCode: 'DEMO', cabinetCode: 0 });
    expect(entryCabinet(cabinets, { companyCode: 'OTHER', cabinetCode: 0 })).toEqual({ companyCode: 'DEMO', cabinetCode: 0 });
    expect(entryCabinet(cabinets, null)).toEqual({ companyCode: 'DEMO', cabinetCode: 0 });
    expect(entryCabinet([{ companyCode: 'EMPTY', cabinetCodes: [] }, ...cabinets.slice(1)], null)).toEqual({ companyCode: 'FAMILY', cabinetCode: 0 });
    expect(entryCabinet([], null)).toBeNull();
  });
});
