import { imageAtWidth, responsiveSources } from './responsive-image';

describe('imageAtWidth', () => {
  it('names the smaller copy beside the full-size image', () => {
    expect(imageAtWidth('/media/products/monsoon-reverie/artwork.webp', 480)).toBe(
      '/media/products/monsoon-reverie/artwork-480w.webp',
    );
    expect(imageAtWidth('/media/products/monsoon-reverie/detail-1.webp', 960)).toBe(
      '/media/products/monsoon-reverie/detail-1-960w.webp',
    );
  });

  it('ignores dots in folder names', () => {
    expect(imageAtWidth('/media/v1.2/artwork', 480)).toBe('/media/v1.2/artwork-480w');
  });
});

describe('responsiveSources', () => {
  const url = '/media/products/indigo-tides/artwork.webp';

  it('offers the 480, 960 and 1600 px copies with the intrinsic size from media', () => {
    expect(responsiveSources(url, { [url]: { width: 1600, height: 1600 } })).toEqual({
      src: url,
      srcSet:
        '/media/products/indigo-tides/artwork-480w.webp 480w, /media/products/indigo-tides/artwork-960w.webp 960w, /media/products/indigo-tides/artwork.webp 1600w',
      width: 1600,
      height: 1600,
    });
  });

  it('leaves the size out when media does not know the image', () => {
    expect(responsiveSources(url, {})).toMatchObject({ width: undefined, height: undefined });
  });
});
