import { HeartIcon } from './icons';
import { percentOff, rupees, small, STORE, swatch, type ListedProduct } from './store';

/** A product tile as the original store drew it: image, category, name, price, rating, swatches, heart. */
export function ProductCard({
  product,
  wished,
  onWish,
}: {
  product: ListedProduct;
  wished: boolean;
  onWish: (id: string) => void;
}) {
  const off = percentOff(product.price, product.regularPrice);
  return (
    <article className="card" data-testid="product-card">
      <a className="card-link" href={`${STORE}/product/${encodeURIComponent(product._id)}`}>
        <div className="card-media">
          <img src={small(product.image[0])} alt={product.name} loading="lazy" width={400} height={500} />
          {!product.inStock ? <span className="badge dark">Out of stock</span> : null}
        </div>
        <div className="card-body">
          <span className="card-cat">{product.category}</span>
          <h3 className="card-title">{product.name}</h3>
          {product.totalReviews > 0 ? (
            <span className="rating" aria-label={`Rated ${product.averageRating.toFixed(1)} out of 5`}>
              ★ {product.averageRating.toFixed(1)} <span className="muted">({product.totalReviews})</span>
            </span>
          ) : null}
          <div className="card-foot">
            {product.price == null ? (
              <span className="muted">Price not available</span>
            ) : (
              <span className="price">
                <strong>{rupees(product.price)}</strong>
                {off ? (
                  <>
                    <s className="muted">{rupees(product.regularPrice!)}</s>
                    <span className="off">{off}% off</span>
                  </>
                ) : null}
              </span>
            )}
            {product.colors.length ? (
              <span className="swatches" role="img" aria-label={`Colours: ${product.colors.join(', ')}`}>
                {product.colors.slice(0, 4).map((c) => (
                  <span key={c} className="swatch" title={c} style={{ backgroundColor: swatch(c) }} />
                ))}
                {product.colors.length > 4 ? (
                  <span className="muted">+{product.colors.length - 4}</span>
                ) : null}
              </span>
            ) : null}
          </div>
        </div>
      </a>
      <button
        type="button"
        className={`heart${wished ? ' on' : ''}`}
        aria-pressed={wished}
        aria-label={`${wished ? 'Remove' : 'Add'} ${product.name} ${wished ? 'from' : 'to'} wishlist`}
        onClick={() => onWish(product._id)}
      >
        <HeartIcon filled={wished} />
      </button>
    </article>
  );
}
