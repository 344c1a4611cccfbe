import { useState, type ImgHTMLAttributes } from 'react';
import { getConfig } from '#src/lib/config.ts';
import { PLACEHOLDER_SRC, pickImagePath, resolveImageUrl, type ImageCandidates, type ImageKind } from '#src/utils/image-src.ts';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>;

export interface AppImageProps extends ImgProps {
  /** A path from the API (relative or absolute), or nothing. */
  path: string | null | undefined;
  kind?: ImageKind;
  alt: string;
}

/**
 * An API image: relative paths go to the API host; a missing or broken image
 * shows the placeholder of its kind (product, category, generic).
 */
export function AppImage({ path, kind = 'generic', alt, loading = 'lazy', decoding = 'async', onError, ...props }: AppImageProps) {
  const src = resolveImageUrl(path, getConfig().apiUrl, kind);
  const placeholder = PLACEHOLDER_SRC[kind];
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? placeholder : src;
  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={(event) => {
        if (shown !== placeholder) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

export interface ProductImageProps extends ImgProps {
  product: ImageCandidates;
  alt: string;
}

/** A product's image by the rule of spec section 3: primary, first, `image`, placeholder. */
export function ProductImage({ product, ...props }: ProductImageProps) {
  return <AppImage path={pickImagePath(product)} kind="product" {...props} />;
}
