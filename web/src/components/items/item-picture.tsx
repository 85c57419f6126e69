import { shownPicture, type Picture, type Place, type ShownPicture } from '@/lib/core';
import { useImageFailed } from './use-image-failed';

type Shown = ShownPicture & { imageProps: ReturnType<typeof useImageFailed>['imageProps'] };

/**
 * How an item's picture shows in `place` (core decides: every width of a
 * processed picture and the place's `sizes`, else the address as it is);
 * `null` when there is none or it failed to load, for the caller's own
 * fallback.
 */
export function useItemPicture(image: string | null | undefined, picture: Picture | null | undefined, place: Place): Shown | null {
  const { failed, imageProps } = useImageFailed();
  const shown = shownPicture(image, picture, place);
  return shown && !failed ? { ...shown, imageProps } : null;
}

/** How soon a picture loads: `high`, the page's largest paint, at once
 * and first; `eager`, at once; without one, once it comes near the screen. */
export type ImagePriority = 'high' | 'eager';

/**
 * The picture: WebP where the browser takes it, JPEG otherwise, at the
 * width its place needs; its size given so nothing moves while it loads,
 * and its placeholder painted behind it from the first HTML.
 */
export function ItemImg({ shown, priority, className }: { shown: Shown; priority?: ImagePriority; className: string }) {
  const img = (
    <img
      src={shown.src}
      srcSet={shown.srcSet ?? undefined}
      sizes={shown.sizes ?? undefined}
      width={shown.width ?? undefined}
      height={shown.height ?? undefined}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'high' ? 'high' : 'auto'}
      style={shown.placeholder ? { backgroundImage: `url(${shown.placeholder})` } : undefined}
      {...shown.imageProps}
      className={`bg-cover bg-center ${className}`}
    />
  );
  if (!shown.webpSrcSet) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={shown.webpSrcSet} sizes={shown.sizes ?? undefined} />
      {img}
    </picture>
  );
}
