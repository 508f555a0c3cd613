import { describe, expect, it } from 'vitest';
import { maskDetail } from './mask-detail';

describe('maskDetail', () => {
  it('removes secrets and masks personal data, however deep', () => {
    const masked = maskDetail({
      account: 'demo.company',
      password: 'cipher',
      resetTicket: 'ticket',
      verificationCode: '123456',
      mobile: '13800000001',
      nested: { contactPhone: '13912345678', mail: 'li.wei@example.com' },
      holder: { documentNumber: '11010519491231002X', certificateNumber: '91440300708461136T' },
      owner: { birthDate: '1949-12-31', ethnicity: '汉族', sex: '女' },
      picture: 'iVBORw0KGgoAAAANSUhEUgAA',
    });
    const text = JSON.stringify(masked);
    expect(text).toContain('demo.company');
    expect(text).not.toContain('cipher');
    expect(text).not.toContain('123456');
    expect(text).not.toContain('13800000001');
    expect(text).not.toContain('13912345678');
    expect(text).not.toContain('li.wei@example.com');
    expect(text).not.toContain('19491231');
    expect(text).not.toContain('708461136');
    expect(text).not.toContain('1949-12-31');
    expect(text).not.toContain('汉族');
    expect(text).not.toContain('iVBORw0KGgo');
    expect(masked).toMatchObject({ mobile: '138****0001', password: '[removed]', picture: '[removed]' });
  });

  it('keeps other values and shortens very long strings', () => {
    const masked = maskDetail({ companyId: 3, remark: 'x'.repeat(2000) }) as {
      companyId: number;
      remark: string;
    };
    expect(masked.companyId).toBe(3);
    expect(masked.remark.length).toBeLessThan(510);
  });
});
