import { COUNTRIES } from './countries';

describe('country list of the foreigner sign-up', () => {
  it('has about 220 entries with a numeric phone code and a name', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(210);
    expect(COUNTRIES.length).toBeLessThanOrEqual(240);
    for (const c of COUNTRIES) {
      expect(Number.isInteger(c.phoneCode) && c.phoneCode > 0).toBe(true);
      expect(c.countryName.length).toBeGreaterThan(1);
    }
  });
  it('has the spec examples: 1 United States/Canada, 7 Russia/Kazakhstan', () => {
    expect(COUNTRIES).toContainEqual({ phoneCode: 1, countryName: 'United States/Canada' });
    expect(COUNTRIES).toContainEqual({ phoneCode: 7, countryName: 'Russia/Kazakhstan' });
  });
});
