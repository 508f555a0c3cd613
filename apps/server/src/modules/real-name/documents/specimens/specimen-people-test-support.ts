// Made-up card holders for the specimen cards: names, numbers and addresses composed from short lists, with
// numbers that pass the GB 11643 check (region codes are real county codes, the people are not real).
import { identityNumberCheckCharacter } from '@simdesk/contract/rules';
import { longTermValidity, type IdCardBackFields, type IdCardFrontFields } from '../id-card-fields';

export type SpecimenPerson = IdCardFrontFields & IdCardBackFields;

const surnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
];
const givenNames = {
  男: ['晓明', '建国', '志强', '子轩', '浩然', '俊杰', '宇航', '天佑', '嘉豪', '博文'],
  女: ['文静', '丽华', '雨桐', '欣怡', '思远', '佳琪', '梦瑶', '婉清', '若曦', '诗涵'],
} as const;
const ethnicities = ['汉', '汉', '汉', '回', '汉', '满', '汉', '蒙古', '汉', '壮'];
const regions = [
  { code: '110108', place: '北京市海淀区', street: '中关村大街', authority: '北京市公安局海淀分局' },
  { code: '310104', place: '上海市徐汇区', street: '漕溪北路', authority: '上海市公安局徐汇分局' },
  { code: '440305', place: '广东省深圳市南山区', street: '科技园南路', authority: '深圳市公安局南山分局' },
  { code: '330106', place: '浙江省杭州市西湖区', street: '文三路', authority: '杭州市公安局西湖分局' },
  {
    code: '510107',
    place: '四川省成都市武侯区',
    street: '人民南路四段',
    authority: '成都市公安局武侯区分局',
  },
  { code: '420106', place: '湖北省武汉市武昌区', street: '中北路', authority: '武汉市公安局武昌分局' },
  { code: '320102', place: '江苏省南京市玄武区', street: '北京东路', authority: '南京市公安局玄武分局' },
  { code: '610113', place: '陕西省西安市雁塔区', street: '长安南路', authority: '西安市公安局雁塔分局' },
];

function pick<Item>(list: readonly Item[], index: number): Item {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The number's 18 characters for a region, birth date and sequence (odd for men), its check character added. */
export function specimenIdNumber(regionCode: string, birthDate: string, sequence: number): string {
  const first17 = `${regionCode}${birthDate.replaceAll('-', '')}${pad(sequence, 3)}`;
  return `${first17}${identityNumberCheckCharacter(`${first17}0`) ?? ''}`;
}

/** The legal term for an age at issue (Resident Identity Card Law art. 5): years, or undefined for 长期. */
function termInYears(ageAtIssue: number): number | undefined {
  if (ageAtIssue < 16) return 5;
  if (ageAtIssue <= 25) return 10;
  if (ageAtIssue <= 45) return 20;
  return undefined;
}

/** The `index`th made-up person; the same index gives the same person. Cards issued 2022–2025, all valid in 2026. */
export function specimenPerson(index: number): SpecimenPerson {
  const sex = index % 2 === 0 ? '男' : '女';
  const region = pick(regions, index);
  const birthYear = 1958 + ((index * 7) % 47);
  const birthDate = `${birthYear}-${pad(1 + ((index * 5) % 12))}-${pad(1 + ((index * 11) % 28))}`;
  const issueYear = 2022 + (index % 4);
  const validFrom = `${issueYear}-${pad(1 + ((index * 3) % 12))}-${pad(1 + ((index * 13) % 28))}`;
  const term = termInYears(issueYear - birthYear);
  const sequenceBase = 100 + ((index * 37) % 800);
  // The sequence's last digit is the number's sex digit: odd for men, even for women.
  const sequence = sequenceBase % 2 === (sex === '男' ? 1 : 0) ? sequenceBase : sequenceBase + 1;
  return {
    name: `${pick(surnames, index)}${pick(givenNames[sex], Math.floor(index / 2))}`,
    sex,
    ethnicity: pick(ethnicities, index),
    birthDate,
    address: `${region.place}${region.street}${10 + ((index * 17) % 190)}号${1 + (index % 9)}栋${1 + (index % 6)}单元${1 + (index % 18)}0${1 + (index % 4)}室`,
    idNumber: specimenIdNumber(region.code, birthDate, sequence),
    issuingAuthority: region.authority,
    validFrom,
    validUntil: term === undefined ? longTermValidity : `${issueYear + term}${validFrom.slice(4)}`,
  };
}
