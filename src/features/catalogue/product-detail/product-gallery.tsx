import { useState } from 'react';
import type { Product } from '#src/api/products.ts';
import { AppImage } from '#src/components/image.tsx';
import { galleryImages } from './product-detail-data.ts';
import { gallery, mainImage, mainImageBox, thumbButton, thumbImage, thumbs } from './product-detail.css.ts';

type GalleryProduct = Pick<Product, 'name' | 'image' | 'product_images'>;

/** The main image and a row of thumbnails (buttons) choosing it. */
export function ProductGallery({ product }: { product: GalleryProduct }) {
  const images = galleryImages(product);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? null;
  const count = images.length;
  return (
    <div className={gallery}>
      <div className={mainImageBox}>
        <AppImage
          path={current}
          kind="product"
          alt={count > 1 ? `${product.name}, image ${index + 1} sur ${count}` : product.name}
          className={mainImage}
          width={800}
          height={800}
          loading="eager"
          // The page's LCP element: fetched before anything else it shows.
          fetchPriority="high"
        />
      </div>
      {count > 1 ? (
        <ul className={thumbs} aria-label="Images du produit">
          {images.map((path, i) => (
            <li key={path}>
              <button
                type="button"
                className={thumbButton}
                aria-current={i === index ? 'true' : undefined}
                aria-label={`Afficher l’image ${i + 1} sur ${count}`}
                onClick={() => setIndex(i)}
              >
                <AppImage path={path} kind="product" alt="" className={thumbImage} width={96} height={96} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
