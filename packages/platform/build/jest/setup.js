require('@testing-library/jest-dom');

// jsdom implements neither; screens and the shell call them.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
}

afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
