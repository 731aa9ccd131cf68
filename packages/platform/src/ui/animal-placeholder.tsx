import type { SpeciesName } from '@petfoster/contracts';

export interface AnimalPlaceholderProps {
  /** Accessible name: the animal's name, as the photo's alt would be. */
  label: string;
  species?: SpeciesName | null;
  width: number;
  height: number;
  className?: string;
}

/*
 * Drawn as inline SVG rather than an emoji or a file: every browser renders it (machines without an emoji font showed
 * an empty box), it costs no request, and it takes the photo's exact box so nothing moves when photos are added.
 * One silhouette per species (docs/product.md#entities fixes the three); an unknown species falls back to a paw.
 */
const SILHOUETTES: Record<SpeciesName | 'other', string> = {
  // A dog's head with floppy ears.
  Chien:
    'M60 38c-14 0-24 10-24 26 0 10 4 18 10 22l-6 12c-2 4 1 8 5 7l15-4 15 4c4 1 7-3 5-7l-6-12c6-4 10-12 10-22 0-16-10-26-24-26zM32 34c-8 2-14 14-12 28 1 6 7 7 10 2l6-14c2-6 0-17-4-16zM88 34c8 2 14 14 12 28-1 6-7 7-10 2l-6-14c-2-6 0-17 4-16z',
  // A cat's head with pointed ears.
  Chat: 'M34 30l8 22c-4 5-6 11-6 18 0 16 11 26 24 26s24-10 24-26c0-7-2-13-6-18l8-22-20 10c-2-1-4-1-6-1s-4 0-6 1z',
  // A rabbit's head with long ears.
  Lapin:
    'M48 12c-6 0-8 10-6 24l4 18c-6 5-10 12-10 20 0 14 11 24 24 24s24-10 24-24c0-8-4-15-10-20l4-18c2-14 0-24-6-24s-9 12-10 26c-1 0-1 0-2 0s-1 0-2 0c-1-14-4-26-10-26z',
  // A paw print.
  other:
    'M60 58c-12 0-24 14-24 26 0 8 8 10 14 8 4-1 7-2 10-2s6 1 10 2c6 2 14 0 14-8 0-12-12-26-24-26zM40 40a7 9 0 1 0 0.1 0zM80 40a7 9 0 1 0 0.1 0zM52 28a7 9 0 1 0 0.1 0zM68 28a7 9 0 1 0 0.1 0z',
};

export function AnimalPlaceholder({ label, species, width, height, className }: AnimalPlaceholderProps) {
  const path = SILHOUETTES[species ?? 'other'] ?? SILHOUETTES.other;
  // The silhouette (a 120 x 120 drawing) is centred in the photo's box, whatever its ratio.
  const scale = (Math.min(width, height) * 0.6) / 120;
  const offsetX = (width - 120 * scale) / 2;
  const offsetY = (height - 120 * scale) / 2;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-species={species ?? undefined}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width={width} height={height} fill="#e8eeeb" />
      <path d={path} fill="#9fb8ad" transform={`translate(${offsetX} ${offsetY}) scale(${scale})`} />
    </svg>
  );
}
