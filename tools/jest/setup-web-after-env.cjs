// A loaded 2-core CI machine renders slower than a laptop: findBy*/waitFor wait up to 5 s (the
// library default is 1 s) and a web test up to 20 s, so a slow render is not reported as a failure.
const { configure } = require('@testing-library/dom');
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);
