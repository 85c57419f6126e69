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

/**
 * The picture: WebP where the browser takes it, JPEG otherwise, at the
 * width its place needs; its size given so nothing moves while it loads,
 * and its placeholder painted behind it from the first HTML. `priority`
 * is the page's largest paint: loaded at once and first; the others wait
 * until they come near the screen.
 */
export function ItemImg({ shown, priority = false, className }: { shown: Shown; priority?: boolean; className: string }) {
  const img = (
    <img
      src={shown.src}
      srcSet={shown.srcSet ?? undefined}
      sizes={shown.sizes ?? undefined}
      width={shown.width ?? undefined}
      height={shown.height ?? undefined}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
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
