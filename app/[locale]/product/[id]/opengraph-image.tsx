import { ImageResponse } from 'next/og';
import { getProduct } from '@/lib/catalog';
import { photoAsPngDataUrl } from '@/lib/media/og-photo';
import { getStoreConfig } from '@/lib/store-config';

// Latin text only ("Rs.", not the rupee sign): a glyph missing from next/og's bundled font is fetched from
// Google Fonts, which an offline server cannot reach.
export const size = { width: 1200, height: 630 };

/** The share card of a product: its photo beside its name and price, on the store's colours. */
export default async function ProductOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const product = await getProduct((await params).id);
  const photo = await photoAsPngDataUrl(product?.image[0], size.height);
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#faf7f2', color: '#1c1917' }}>
      {photo ? <img src={photo} alt="" width={504} height={630} style={{ objectFit: 'cover' }} /> : null}
      <div
        style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1, padding: 64 }}
      >
        <div style={{ fontSize: 28, color: '#9a3412' }}>{getStoreConfig().name}</div>
        <div style={{ fontSize: 60, lineHeight: 1.1, marginTop: 16 }}>
          {product?.name ?? 'Product not found'}
        </div>
        {product?.price != null ? (
          <div style={{ fontSize: 44, marginTop: 28 }}>{`Rs. ${product.price.toLocaleString('en-IN')}`}</div>
        ) : null}
      </div>
    </div>,
    size,
  );
}
