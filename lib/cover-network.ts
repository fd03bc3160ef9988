/**
 * A small network of nodes and links drawn from a seed (a post's slug, a page's path): every post gets its
 * own stable picture without an image file, on its card on the blog (components/ui/post-cover.tsx) and on its
 * link-preview image (components/share-image/share-card-image.tsx), which therefore match.
 */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CoverNetwork {
  width: number;
  height: number;
  /** `accent` nodes are drawn in the accent colour, the others in the brand colour. */
  nodes: { x: number; y: number; r: number; accent: boolean }[];
  links: { x1: number; y1: number; x2: number; y2: number }[];
}

/** Fourteen nodes in a 480 × 270 box, each linked to its two nearest later neighbours. */
export function coverNetwork(seed: string): CoverNetwork {
  const width = 480;
  const height = 270;
  const random = seededRandom(seed);
  const nodes = Array.from({ length: 14 }, (_, index) => ({
    x: Math.round(20 + random() * (width - 40)),
    y: Math.round(20 + random() * (height - 40)),
    r: index % 5 === 0 ? 6 : 3 + Math.round(random() * 2),
    accent: index % 5 === 0,
  }));
  const links = nodes.flatMap((node, index) =>
    nodes
      .map((other, otherIndex) => ({ other, otherIndex, distance: Math.hypot(node.x - other.x, node.y - other.y) }))
      .filter(({ otherIndex }) => otherIndex > index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 2)
      .map(({ other }) => ({ x1: node.x, y1: node.y, x2: other.x, y2: other.y })),
  );
  return { width, height, nodes, links };
}
