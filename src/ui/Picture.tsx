import { imageVariants, MIME_TYPES, srcSet, type ImageVariant, type MeasuredImage } from "../lib/image-variants.ts";

export interface PictureProps {
  /** An image as loadSite gives it: measured, so its copies' names and its shape are known. */
  image: MeasuredImage;
  /** How wide it is shown, as the `sizes` attribute says it; its field's display width unless given. */
  sizes?: string;
  /**
   * The largest thing on the first screen: fetched first and at once (pair it with the page's
   * preload link, imagePreload in src/site/head-tags.ts). Anything else loads as it nears the screen.
   */
  priority?: boolean;
  className?: string;
}

/** The copy a browser without srcset gets: the narrowest as wide as the image is shown, or the widest there is. */
const fallback = (jpegs: ImageVariant[], displayWidth: number) => jpegs.find((v) => v.width >= displayWidth) ?? jpegs.at(-1);

/**
 * A content image as AVIF and WebP, with a JPEG for browsers without either, at the widths the
 * build made. width and height hold its place before it loads, so nothing below it moves.
 */
export function Picture({ image, sizes, priority = false, className }: PictureProps) {
  const { measure } = image;
  const variants = imageVariants(image.src, measure);
  const of = (format: ImageVariant["format"]) => variants.filter((v) => v.format === format);
  const jpegs = of("jpeg");
  const shown = sizes ?? `${measure.displayWidth}px`;
  const focal = image.focal ? `${image.focal.x}% ${image.focal.y}%` : undefined;
  return (
    <picture className="contents">
      {(["avif", "webp"] as const).map((format) => (
        <source key={format} type={MIME_TYPES[format]} srcSet={srcSet(of(format))} sizes={shown} />
      ))}
      <img
        src={fallback(jpegs, measure.displayWidth)?.url}
        srcSet={srcSet(jpegs)}
        sizes={shown}
        width={measure.displayWidth}
        height={Math.round((measure.displayWidth * measure.height) / measure.width)}
        alt={image.alt}
        className={className}
        style={focal ? { objectPosition: focal } : undefined}
        {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
      />
    </picture>
  );
}
