import { describe, expect, it } from 'vitest';
import { merchantFactory, testDatabases, useTestApp } from '../../test/index.js';

describe.each(testDatabases())('status on $name', (kind) => {
  const merchant = merchantFactory();

  const t = useTestApp(kind, { merchants: [merchant] });

  it('answers the merchant of the host', async () => {
    const response = await t.app.inject({
      url: '/wps/system/status',
      headers: { host: merchant.hosts[0] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.merchantCode).toBe(merchant.code);
  });
});
