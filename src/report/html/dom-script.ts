/**
 * The DOM helpers both page scripts begin with (the HTML report's, page-script.ts, and the
 * dashboard's): every element built with `textContent` and `setAttribute`, so no string from a
 * report or a data file is parsed as markup. Browser JavaScript as text, as the scripts are.
 */
export const DOM_HELPERS = String.raw`  var SVG = 'http://www.w3.org/2000/svg';
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }
  function svg(tag, attrs, title) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, String(attrs[k])); });
    if (title) {
      node.setAttribute('aria-label', title);
      node.appendChild(document.createElementNS(SVG, 'title')).textContent = title;
    }
    return node;
  }
  function byId(id) { return document.getElementById(id); }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
`;
