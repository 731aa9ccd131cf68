import { sanitizeFields, sanitizeText } from './sanitize';

describe('sanitizeText', () => {
  it.each([
    ['<script>alert(1)</script>Bonjour', 'Bonjour'],
    ['<b>Gros</b> chat', 'Gros chat'],
    ['<img src=x onerror=alert(1)>Minou', 'Minou'],
    ['<a href="javascript:alert(1)">lien</a>', 'lien'],
    ['  Un chien très doux  ', 'Un chien très doux'],
    ["L'animal a 2 < 3 ans", "L'animal a 2 < 3 ans"],
  ])('%s -> %s', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it('sends a text of tags only as typed, for the API to refuse with its reason', () => {
    expect(sanitizeText('<b></b>')).toBe('<b></b>');
  });

  it('keeps ordinary French text intact', () => {
    expect(sanitizeText("Ça m'intéresse : accueillir « Félix » !")).toBe("Ça m'intéresse : accueillir « Félix » !");
  });
});

describe('sanitizeFields', () => {
  it('cleans string fields and leaves other values and image data URLs alone', () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    expect(
      sanitizeFields({ city: '<i>Lyon</i>', garden: true, owned: 2, url_image: image, description: null }),
    ).toEqual({ city: 'Lyon', garden: true, owned: 2, url_image: image, description: null });
  });
});
