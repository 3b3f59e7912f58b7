import { describe, expect, it } from 'vitest';
import { readS2sInfo } from './s2s-info';

describe('the app’s s2s ids', () => {
  it('reads the documented query names and the click id', () => {
    expect(
      readS2sInfo(
        '?appsflyerId=1700000000000-1&afAppId=id123&gpsAdid=660e1d86-6796-463a-be86-897993136018&clickid=abc&other=x',
        undefined,
      ),
    ).toEqual({
      appsflyerId: '1700000000000-1',
      afAppId: 'id123',
      gpsAdid: '660e1d86-6796-463a-be86-897993136018',
      clickId: 'abc',
    });
  });

  it('takes the bridge’s ids over the query’s, as an object or a JSON string', () => {
    const bridge = { s2sInfo: () => JSON.stringify({ adid: 'from-app', idfa: 'IDFA-1' }) };
    expect(readS2sInfo('?adid=from-url', bridge)).toEqual({ adid: 'from-app', idfa: 'IDFA-1' });
    expect(readS2sInfo('', { s2sInfo: () => ({ idfv: 'V-1' }) })).toEqual({ idfv: 'V-1' });
    expect(readS2sInfo('', { s2sInfo: () => '{broken' })).toEqual({});
  });

  it('drops what the contract refuses: unknown names, other characters, too long', () => {
    expect(
      readS2sInfo(`?idfa=${'x'.repeat(129)}&adid=a%3Cscript%3E&gpsAdid=ok-1`, {
        s2sInfo: () => ({ password: 'no' }),
      }),
    ).toEqual({ gpsAdid: 'ok-1' });
  });
});
