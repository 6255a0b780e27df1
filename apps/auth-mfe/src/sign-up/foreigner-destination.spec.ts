/**
 * @jest-environment node
 */
import { foreignerDestination } from './foreigner-sign-up-page';

const done = { loginId: 'abroad01', password: 'Pass!234', nickname: 'abroad', recommendId: '' };

describe('after a foreigner sign-up', () => {
  it('inside the app webview posts the close event and does not navigate', () => {
    const posted: string[][] = [];
    expect(foreignerDestination(done, (id, pw) => (posted.push([id, pw]), true))).toBeNull();
    expect(posted).toEqual([['abroad01', 'Pass!234']]);
  });
  it('with the partner code XIN as recommender goes to the marketing page', () => {
    expect(foreignerDestination({ ...done, recommendId: 'XIN' }, () => false)).toBe('/completed/signup/marketing?recommendId=XIN');
  });
  it('otherwise goes home', () => {
    expect(foreignerDestination(done, () => false)).toBe('/');
  });
});
