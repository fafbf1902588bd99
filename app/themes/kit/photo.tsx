import type { PhotoView } from "../../../modules/site-view/site-view.ts";

/**
 * A photo as the best format the browser takes (AVIF, then WebP), at the width the layout
 * needs (`sizes`), with its own width and height so nothing shifts while it loads, and a
 * blurred preview behind it. Below the fold it loads lazily; the page's main picture
 * (`priority`) loads first.
 */
export function Photo({
  photo,
  sizes,
  priority = false,
  className,
  imgClassName,
}: {
  photo: PhotoView;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const img = (
    <img
      src={photo.src}
      alt={photo.alt}
      width={photo.width}
      height={photo.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      sizes={photo.webp ? sizes : undefined}
      className={imgClassName}
      style={
        photo.placeholder ? { backgroundImage: `url("${photo.placeholder}")`, backgroundSize: "cover" } : undefined
      }
    />
  );
  if (!photo.avif && !photo.webp) return className ? <span className={className}>{img}</span> : img;
  return (
    <picture className={className}>
      {photo.avif && <source type="image/avif" srcSet={photo.avif} sizes={sizes} />}
      {photo.webp && <source type="image/webp" srcSet={photo.webp} sizes={sizes} />}
      {img}
    </picture>
  );
}
