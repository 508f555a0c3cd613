import { describe, expect, it } from 'vitest';
import type { RecognisedLine } from '../id-card-fields';
import { parseIdCardBack, parseIdCardFront, readValidityPeriod } from './id-card-text-parser';

/** A line whose box starts at (left, top), 30 px high. */
function line(text: string, left: number, top: number, confidence = 0.99): RecognisedLine {
  const right = left + 30 * text.length;
  return {
    text,
    confidence,
    box: [
      [left, top],
      [right, top],
      [right, top + 30],
      [left, top + 30],
    ],
  };
}

const front = {
  name: '王晓明',
  sex: '男',
  ethnicity: '汉',
  birthDate: '1990-03-07',
  address: '北京市海淀区中关村大街27号院3号楼2单元501',
  idNumber: '11010819900307149X',
};

describe('parseIdCardFront', () => {
  it('reads every field when each row is one line, labels and values together', () => {
    const reading = parseIdCardFront([
      line('姓名　 王晓明', 120, 130),
      line('性别男 民族汉', 120, 200),
      line('出生 1990年3月7日', 120, 265),
      line('住址 北京市海淀区中关村大街', 120, 330),
      line('27号院3号楼2单元501', 210, 378),
      line('公民身份号码 11010819900307149X', 120, 540),
    ]);
    expect(reading).toMatchObject(front);
  });

  it('reads labels and values found as separate boxes, in any order, with any spacing', () => {
    const lines = [
      line('11010819900307149x', 330, 541, 0.97),
      line('27号院3号楼 2单元501', 210, 378),
      line('民族', 300, 201),
      line('王 晓 明', 210, 128, 0.9),
      line('汉', 390, 199),
      line('公民身份号码', 120, 543),
      line('1990 年 3 月 7 日', 210, 266),
      line('性别', 120, 200),
      line('姓名', 120, 131),
      line('出生', 120, 264),
      line('男', 210, 202),
      line('住址', 120, 330),
      line('北京市海淀区中关村大街', 210, 331),
    ];
    const reading = parseIdCardFront(lines);
    expect(reading).toMatchObject(front);
    expect(reading.confidence).toMatchObject({ name: 0.9, idNumber: 0.97, sex: 0.99 });
  });

  it('drops a stroke of security print read between a label and its value', () => {
    const reading = parseIdCardFront([
      line('住址一陕西省西安市雁塔区长安', 120, 330),
      line('804室', 210, 378),
    ]);
    expect(reading.address).toBe('陕西省西安市雁塔区长安804室');
  });

  it('finds the number and the birth date without their labels, and leaves missing fields empty', () => {
    const reading = parseIdCardFront([line('11010819900307149X', 330, 540), line('1990年3月7日', 210, 265)]);
    expect(reading).toMatchObject({
      idNumber: '11010819900307149X',
      birthDate: '1990-03-07',
      name: '',
      sex: '',
    });
    expect(reading.confidence.name).toBe(0);
    expect(reading.providerWarningCodes).toEqual([]);
  });

  it('keeps a birth date that is no 年月日 date as read', () => {
    expect(parseIdCardFront([line('出生 1990年3月', 120, 265)]).birthDate).toBe('1990年3月');
  });
});

describe('parseIdCardBack', () => {
  it('reads the authority and the period, whatever the order of the lines', () => {
    const reading = parseIdCardBack([
      line('有效期限 2015.03.01-2035.03.01', 140, 470),
      line('居民身份证', 285, 200),
      line('签发机关 北京市公安局海淀分局', 140, 400),
      line('中华人民共和国', 260, 110),
    ]);
    expect(reading).toMatchObject({
      issuingAuthority: '北京市公安局海淀分局',
      validFrom: '2015-03-01',
      validUntil: '2035-03-01',
    });
  });

  it('reads a long-term card and a period split into boxes', () => {
    const reading = parseIdCardBack([line('有效期限', 140, 470), line('2022.01.01一长期', 265, 471)]);
    expect(reading).toMatchObject({ validFrom: '2022-01-01', validUntil: '长期' });
  });
});

describe('readValidityPeriod', () => {
  it('normalises the dates and keeps what is no date as read', () => {
    expect(readValidityPeriod('2010.07.21-2020.07.21')).toEqual({
      validFrom: '2010-07-21',
      validUntil: '2020-07-21',
    });
    expect(readValidityPeriod('20100721—长期')).toEqual({ validFrom: '2010-07-21', validUntil: '长期' });
    expect(readValidityPeriod('2010.13-2020.07.21')).toEqual({
      validFrom: '2010.13',
      validUntil: '2020.07.21',
    });
  });
});

describe('the address', () => {
  it('drops what the print read as a character or two before the province', () => {
    const address = (text: string) => parseIdCardFront([line(`住址${text}`, 120, 330)]).address;
    expect(address('上北京市海淀区')).toBe('北京市海淀区');
    expect(address('上上海市徐汇区')).toBe('上海市徐汇区');
    expect(address('上海市徐汇区')).toBe('上海市徐汇区');
    expect(address('一丨内蒙古呼和浩特市')).toBe('内蒙古呼和浩特市');
    expect(address('某地无省名')).toBe('某地无省名');
  });
});
