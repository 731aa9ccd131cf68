const sharp = require('sharp');

/** A small real PNG (a coloured square with a circle), drawn locally so no fixture file is needed. */
async function makePng({ width = 320, height = 240, color = '#2a9d8f' } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${color}"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f4a261"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The shape setInputFiles takes. */
async function pngUpload(name = 'photo.png', options) {
  return { name, mimeType: 'image/png', buffer: await makePng(options) };
}

module.exports = { makePng, pngUpload };
