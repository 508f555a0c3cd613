import { describe, expect, it } from 'vitest';
import { expandPageCodes } from '../../access/access';
import { pageRegistry } from '../../pages/registry';
import {
  quickSearchPath,
  quickSearchTargets,
  quickSearchTargetsFor,
  resolveMiddlePage,
} from './quick-search';

const simCardListCode = 'vehicleCardManagement-cardLink-simCardManagement-simCardList';
const vehicleListCode = 'vehicleCardManagement-realname-vehicleManagement-vehicleList';
const iccid = '8986001234567890123';
const targetOf = (kind: string) => {
  const target = quickSearchTargets.find((candidate) => candidate.kind === kind);
  if (!target) throw new Error(kind);
  return target;
};

/** The registry with the two target lists built, as they will be once their issues land. */
const builtTargets = pageRegistry.map((page) =>
  ['simCardList', 'simCardManagement', 'cardLink', 'vehicleList', 'vehicleManagement', 'realname'].includes(
    page.name,
  )
    ? { ...page, built: true }
    : page,
);

/** The registry with the vehicle list not built, as before its module landed. */
const vehiclesUnbuilt = pageRegistry.map((page) =>
  page.name === 'vehicleList' ? { ...page, built: false } : page,
);

describe('quick search targets', () => {
  it('offers the card numbers with the SIM card list, and the VIN with a page that shows vehicles', () => {
    const kindsFor = (codes: string[]) => quickSearchTargetsFor(expandPageCodes(codes)).map((t) => t.kind);
    // The card list's vehicle page answers a VIN too.
    expect(kindsFor([simCardListCode])).toEqual(['iccid', 'msisdn', 'imsi', 'vin']);
    expect(kindsFor([vehicleListCode])).toEqual(['vin']);
    expect(kindsFor([simCardListCode, vehicleListCode])).toEqual(['iccid', 'msisdn', 'imsi', 'vin']);
    expect(kindsFor(['sysManagement'])).toEqual([]);
  });

  it('goes through the middle page with the normalised number as targetParams', () => {
    const path = quickSearchPath(targetOf('iccid'), ' 8986 0012 3456 7890 123 ');
    const url = new URL(path, 'http://console');
    expect(url.pathname).toBe('/middlePage');
    expect(url.searchParams.get('targetName')).toBe('simCardList');
    expect(JSON.parse(url.searchParams.get('targetParams') ?? '')).toEqual({
      cardNumber: iccid,
      numberType: 'iccid',
    });
  });
});

describe('resolveMiddlePage', () => {
  const granted = expandPageCodes([simCardListCode, vehicleListCode]);
  const searchOf = (kind: string, value: string) =>
    new URL(quickSearchPath(targetOf(kind), value), 'http://c').search;

  it('forwards to the target list with the number as its filter', () => {
    expect(resolveMiddlePage(searchOf('iccid', iccid), granted, builtTargets)).toEqual({
      kind: 'forward',
      to: `/vehicleCard/cardLink/simCardManagement/simCardList?cardNumber=${iccid}&numberType=iccid`,
    });
    expect(resolveMiddlePage(searchOf('vin', 'LSVAU2180N2183294'), granted, builtTargets)).toEqual({
      kind: 'forward',
      to: '/vehicleCard/realname/vehicleManagement/vehicleList?vin=LSVAU2180N2183294',
    });
  });

  it('accepts the spec form with only a cardNumber, taking the kind the number fits', () => {
    const search = `?targetName=simCardList&targetParams=${encodeURIComponent('{"cardNumber":"460001234567890"}')}`;
    const outcome = resolveMiddlePage(search, granted, builtTargets);
    expect(outcome).toMatchObject({ kind: 'forward' });
    expect(outcome.kind === 'forward' && outcome.to).toContain('cardNumber=460001234567890');
  });

  it('ends a VIN search on the card list’s vehicle page while the vehicle list is not built or not granted', () => {
    const vehiclePage =
      '/vehicleCard/cardLink/simCardManagement/simCardList/vehicleDetail?vin=LSVAU2180N2183294';
    expect(resolveMiddlePage(searchOf('vin', 'lsvau2180n2183294'), granted, vehiclesUnbuilt)).toEqual({
      kind: 'forward',
      to: vehiclePage,
    });
    const cardsOnly = expandPageCodes([simCardListCode]);
    expect(resolveMiddlePage(searchOf('vin', 'LSVAU2180N2183294'), cardsOnly, builtTargets)).toEqual({
      kind: 'forward',
      to: vehiclePage,
    });
  });

  it('says so when no page that answers the search is granted, or none is built yet', () => {
    const vehiclesOnly = expandPageCodes([vehicleListCode]);
    expect(
      resolveMiddlePage(searchOf('vin', 'LSVAU2180N2183294'), vehiclesOnly, vehiclesUnbuilt),
    ).toMatchObject({
      kind: 'notBuilt',
      page: { name: 'vehicleList' },
    });
    expect(resolveMiddlePage(searchOf('iccid', iccid), vehiclesOnly, builtTargets)).toMatchObject({
      kind: 'forbidden',
      page: { name: 'simCardList' },
    });
    const unbuilt = pageRegistry.map((page) =>
      page.name === 'simCardList' ? { ...page, built: false } : page,
    );
    expect(resolveMiddlePage(searchOf('iccid', iccid), granted, unbuilt)).toMatchObject({
      kind: 'notBuilt',
      page: { name: 'simCardList' },
    });
  });

  it.each([
    ['no parameters', ''],
    [
      'a target that is not a quick-search list',
      `?targetName=userManage&targetParams=${encodeURIComponent(`{"cardNumber":"${iccid}"}`)}`,
    ],
    [
      'a number of the wrong shape',
      `?targetName=simCardList&targetParams=${encodeURIComponent('{"cardNumber":"123"}')}`,
    ],
    [
      'a kind of another list',
      `?targetName=simCardList&targetParams=${encodeURIComponent('{"cardNumber":"LSVAU2180N2183294","numberType":"vin"}')}`,
    ],
    ['broken JSON', '?targetName=simCardList&targetParams=%7Bcard'],
    [
      'a number that is not text',
      `?targetName=simCardList&targetParams=${encodeURIComponent('{"cardNumber":8986}')}`,
    ],
  ])('refuses %s', (_case, search) => {
    expect(resolveMiddlePage(search, granted, builtTargets)).toEqual({ kind: 'invalid' });
  });
});
