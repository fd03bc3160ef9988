import { coverNetwork } from "@/lib/cover-network";

/**
 * A decorative cover for a post: a small network of nodes and links drawn from the post's slug, so
 * every post gets its own stable picture without an image file (its link-preview image draws the same
 * network). Purely decorative (aria-hidden).
 */
export function PostCover({ seed, className }: { seed: string; className?: string }) {
  const { width, height, nodes, links } = coverNetwork(seed);
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
