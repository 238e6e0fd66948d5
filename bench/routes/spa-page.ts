/**
 * The original single-page store's way of showing the catalogue, for the bench to compare with the
 * store's /shop: an empty page whose script fetches the whole catalogue (`limit=1000`) from the store
 * and renders cards. Built with DOM calls (never innerHTML) so product text cannot become markup.
 */
export function spaPage(store: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shop (single-page way)</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1c1917}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px;padding:12px}
article{border:1px solid #e7e5e4;border-radius:16px;overflow:hidden;background:#fff}
img{display:block;width:100%;aspect-ratio:4/5;object-fit:cover;background:#f5f5f4}
h3{font-size:14px;margin:8px 12px 4px}p{font-size:12px;margin:0 12px 12px;color:#57534e}
</style>
</head>
<body>
<main id="products" aria-busy="true"><p>Loading…</p></main>
<script>
(function () {
  var STORE = ${JSON.stringify(store)};
  var root = document.getElementById('products');
  function small(src) {
    var m = /\\.(webp|png|jpe?g|avif)$/i.exec(src || '');
    return src && src.indexOf('/media/') === 0 && m && src.slice(0, m.index).slice(-3) !== '.sm'
      ? src.slice(0, m.index) + '.sm' + m[0]
      : src || STORE + '/placeholder.webp';
  }
  fetch(STORE + '/api/product/list?limit=1000')
    .then(function (r) { return r.json(); })
    .then(function (data) {
      var cards = document.createDocumentFragment();
      data.products.forEach(function (p) {
        var card = document.createElement('article');
        card.setAttribute('data-testid', 'product-card');
        var link = document.createElement('a');
        link.href = STORE + '/product/' + encodeURIComponent(p._id);
        var img = document.createElement('img');
        img.src = small(p.image[0]);
        img.alt = p.name;
        img.loading = 'lazy';
        var name = document.createElement('h3');
        name.textContent = p.name;
        var price = document.createElement('p');
        price.textContent = p.category + ' · ₹' + (p.price == null ? '—' : p.price.toLocaleString('en-IN'));
        link.append(img, name, price);
        card.append(link);
        cards.append(card);
      });
      root.replaceChildren(cards);
      root.removeAttribute('aria-busy');
    });
})();
</script>
</body>
</html>
`;
}
