import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIERS, isCarrier, OTHER_TRACKING_MAX, parseTracking, trackingUrl, type Carrier } from './carriers';

describe('tracking numbers per carrier', () => {
  it.each<[Carrier, string, string | null]>([
    ['ups', '1Z999AA10123456784', '1Z999AA10123456784'],
    ['ups', '1z 999 aa1 01 2345 6784', '1Z999AA10123456784'],
    ['ups', '1Z999AA1012345678', null], // one short
    ['ups', '2Z999AA10123456784', null],
    ['ups', '9400111899223197428490', null],
    ['usps', '9400111899223197428490', '9400111899223197428490'],
    ['usps', '9400 1118 9922 3197 4284 90', '9400111899223197428490'],
    ['usps', '94001118992231974284', '94001118992231974284'],
    ['usps', '420987659400111899223197428490', '420987659400111899223197428490'],
    ['usps', 'EC123456789US', 'EC123456789US'],
    ['usps', 'EC123456789DE', null],
    ['usps', '940011189922319742849', null], // 21 digits
    ['fedex', '123456789012', '123456789012'],
    ['fedex', '1234-5678-9012', '123456789012'],
    ['fedex', '123456789012345', '123456789012345'],
    ['fedex', '12345678901', null],
    ['fedex', '1Z999AA10123456784', null],
    ['dhl', '1234567890', '1234567890'],
    ['dhl', 'JJD000390007882541234', 'JJD000390007882541234'],
    ['dhl', 'GM2951173225174494', 'GM2951173225174494'],
    ['dhl', '123456789', null],
    ['other', '  LP00123456 CN ', 'LP00123456 CN'],
    ['other', 'x'.repeat(OTHER_TRACKING_MAX), 'x'.repeat(OTHER_TRACKING_MAX)],
    ['other', 'x'.repeat(OTHER_TRACKING_MAX + 1), null],
    ['other', 'a\u0000b', null],
    ['other', '   ', null],
    ['ups', '', null],
  ])('%s %j → %j', (carrier, raw, stored) => {
    const result = parseTracking(carrier, raw);
    expect(result.ok ? result.value : null).toBe(stored);
  });

  it('says what a number of the carrier looks like', () => {
    expect(parseTracking('ups', '123')).toEqual({
      ok: false,
      message: 'A UPS tracking number is 1Z followed by 16 letters or digits.',
    });
    expect(parseTracking('fedex', '')).toEqual({ ok: false, message: 'Enter the tracking number.' });
  });

  it.each<[Carrier, string, string | null]>([
    ['ups', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['usps', 'EC123456789US', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=EC123456789US'],
    ['fedex', '123456789012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    [
      'dhl',
      '1234567890',
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    ],
    ['other', 'LP00123456', null],
  ])('%s %s is followed at %s', (carrier, tracking, url) => {
    expect(trackingUrl(carrier, tracking)).toBe(url);
  });

  it('knows its carriers and nothing else', () => {
    for (const c of CARRIERS) expect(isCarrier(c)).toBe(true);
    for (const c of ['UPS', '', 'royal-mail', null, 3]) expect(isCarrier(c)).toBe(false);
  });
});

describe('tracking parser properties', () => {
  const carrier = fc.constantFrom(...CARRIERS);

  it('never throws; a number it accepts is accepted again unchanged and its link stays on the carrier', () => {
    fc.assert(
      fc.property(carrier, fc.string({ maxLength: 80 }), (c, raw) => {
        const first = parseTracking(c, raw);
        if (!first.ok) return;
        expect(parseTracking(c, first.value)).toEqual(first);
        const url = trackingUrl(c, first.value);
        if (url) expect(new URL(url).protocol).toBe('https:');
      }),
    );
  });

  it('accepts every UPS number of the documented shape, however it is spaced or cased', () => {
    const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    fc.assert(
      fc.property(fc.array(alnum, { minLength: 16, maxLength: 16 }), fc.boolean(), (chars, spaced) => {
        const canonical = `1Z${chars.join('')}`;
        const typed = spaced ? canonical.toLowerCase().replace(/(.{4})/g, '$1 ') : canonical;
        expect(parseTracking('ups', typed)).toEqual({ ok: true, value: canonical });
      }),
    );
  });
});
