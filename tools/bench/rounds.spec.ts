import { formatRatios, median, roundRatios } from './rounds';

describe('ratios of paired rounds', () => {
  it('a burst in one round moves its ratio, not the median', () => {
    const api = [900, 910, 300, 905, 895];
    const peer = [1000, 1000, 1000, 1000, 1000];
    expect(roundRatios(api, peer)).toEqual({ median: 0.9, min: 0.3, max: 0.91, rounds: 5 });
  });

  it('an even number of rounds takes the middle two', () => {
    expect(roundRatios([1, 2, 3, 4], [1, 1, 1, 1])?.median).toBe(2.5);
  });

  it('only rounds both targets ran, and none without a peer figure', () => {
    expect(roundRatios([5, 6, 7], [10, 0])).toEqual({ median: 0.5, min: 0.5, max: 0.5, rounds: 1 });
    expect(roundRatios([], [])).toBeUndefined();
  });

  it("the median of the rounds' p99 is the middle round's, whatever the worst one took", () => {
    expect(median([48, 286, 41, 52, 45])).toBe(48);
  });

  it('prints the median with its range', () => {
    expect(formatRatios({ median: 0.9, min: 0.3, max: 0.91, rounds: 5 })).toBe('median 0.900 (0.300–0.910 over 5 rounds)');
  });
});
