/**
 * A decorative cover for a post: a small network of nodes and links drawn from the post's slug, so
 * every post gets its own stable picture without an image file. Purely decorative (aria-hidden).
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

const width = 480;
const height = 270;

export function PostCover({ seed, className }: { seed: string; className?: string }) {
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

  return (
    <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={className}>
      {links.map((link) => (
        <line key={`${link.x1}-${link.y1}-${link.x2}-${link.y2}`} {...link} className="stroke-white/25" strokeWidth={1.2} />
      ))}
      {nodes.map((node) => (
        <circle key={`${node.x}-${node.y}`} cx={node.x} cy={node.y} r={node.r} className={node.accent ? "fill-accent-400" : "fill-brand-300/80"} />
      ))}
    </svg>
  );
}
