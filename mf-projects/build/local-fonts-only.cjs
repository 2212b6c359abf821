// A CSS loader for the Gantt library's stylesheet: drops each @font-face whose source is another
// origin (the library's full stylesheet names its vendor's font CDN), so the product never asks
// another origin for a font. The chart uses the product's own font stack instead (src/gantt/gantt.css).
/* global module */
'use strict';

const REMOTE_FONT_FACE = /@font-face\s*\{[^}]*url\(\s*["']?(?:https?:)?\/\/[^}]*\}/g;

function withoutRemoteFontFaces(css) {
  return css.replace(REMOTE_FONT_FACE, '');
}

module.exports = function localFontsOnly(source) {
  return withoutRemoteFontFaces(String(source));
};
module.exports.withoutRemoteFontFaces = withoutRemoteFontFaces;
