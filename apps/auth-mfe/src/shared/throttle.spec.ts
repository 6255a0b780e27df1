import { createThrottle } from './throttle';

describe('submit throttle', () => {
  it('lets one submit through per second and blocks the repeats in between', () => {
    let now = 10_000;
    const throttle = createThrottle(1000, () => now);
    expect(throttle.take()).toBe(true);
    now += 300;
    expect(throttle.take()).toBe(false);
    now += 699;
    expect(throttle.take()).toBe(false);
    now += 1;
    expect(throttle.take()).toBe(true);
  });
  it('allows a submit at once after reset (a corrected retry after an error)', () => {
    const throttle = createThrottle(1000, () => 5);
    expect(throttle.take()).toBe(true);
    throttle.reset();
    expect(throttle.take()).toBe(true);
  });
});
