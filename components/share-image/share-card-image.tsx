/**
 * The link-preview image of one page, as Satori draws it (next/og's ImageResponse, at build time; see
 * render.tsx). Satori reads a subset of CSS: every box is flex or block, sizes are pixels, colours are
 * literal. The look is the site's: the dark gradient of its hero bands, the brand mark, teal and amber.
 * Not a React component for the browser: no page renders it.
 */
import type { CoverNetwork } from "@/lib/cover-network";
import type { ShareCard } from "@/lib/share-images";

/** The tokens of app/globals.css the image uses (render.tsx reads them from the stylesheet). */
export interface ShareCardColours {
  ink950: string;
  ink900: string;
  brand700: string;
  brand500: string;
  brand300: string;
  brand100: string;
  accent400: string;
  accent500: string;
}

export interface ShareCardAssets {
  colours: ShareCardColours;
  /** app/icon.svg as a data URI: the brand mark on its dark tile. */
  logo: string;
  /** The home card's artwork (africa-network.svg) as a data URI. */
  homeArt: string;
  /** The network drawn beside the words of a page card (lib/cover-network.ts). */
  network: CoverNetwork;
  name: string;
}

/**
 * Long titles get a smaller size, so a post title of up to about 110 characters fits in four lines. A longer
 * one is cut with an ellipsis (its og:title and alt text still carry it whole). Satori's `textWrap: balance`
 * would even the lines out, but it miscounts them against `lineClamp` and cuts titles that fit.
 */
export function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 24) return 76;
  if (length <= 44) return 64;
  if (length <= 70) return 54;
  return 46;
}

const WIDTH = 1200;
const HEIGHT = 630;
const PADDING = 72;
/** The words keep to the left; the drawing has the right. */
const TEXT_WIDTH = 660;

function hexToRgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

function Background({ colours }: { colours: ShareCardColours }) {
  return (
    <div
      style={{
        position: "absolute",
        left: 0,
        top: 0,
        width: WIDTH,
        height: HEIGHT,
        display: "flex",
        backgroundImage: `linear-gradient(to bottom right, ${colours.ink950} 0%, ${colours.ink900} 50%, ${colours.brand700} 100%)`,
      }}
    />
  );
}

function Brand({ assets, size }: { assets: ShareCardAssets; size: number }) {
  return (
    <div style={{ display: "flex", alignItems: "center" }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image. */}
      <img
        src={assets.logo}
        width={size}
        height={size}
        alt=""
        style={{ borderRadius: size * 0.25, border: `2px solid ${hexToRgba(assets.colours.brand300, 0.25)}` }}
      />
      <div style={{ display: "flex", marginLeft: 20, fontSize: 32, fontWeight: 600, letterSpacing: -0.5, color: "white" }}>{assets.name}</div>
    </div>
  );
}

/** A circle of `radius` around `centre`, placed absolutely on the card. */
function circle(centre: { x: number; y: number }, radius: number) {
  return {
    position: "absolute",
    left: centre.x - radius,
    top: centre.y - radius,
    width: 2 * radius,
    height: 2 * radius,
    display: "flex",
    borderRadius: radius,
  } as const;
}

function Network({ assets }: { assets: ShareCardAssets }) {
  const { colours, network } = assets;
  const scale = 1.02;
  const width = network.width * scale;
  const height = network.height * scale;
  const centre = { x: 955, y: 330 };
  return (
    <div style={{ position: "absolute", left: 0, top: 0, width: WIDTH, height: HEIGHT, display: "flex" }}>
      <div
        style={{
          ...circle(centre, 330),
          backgroundImage: `radial-gradient(circle, ${hexToRgba(colours.brand500, 0.3)} 0%, ${hexToRgba(colours.brand500, 0)} 70%)`,
        }}
      />
      <div
        style={{
          ...circle(centre, 268),
          border: `2px dashed ${hexToRgba(colours.brand300, 0.22)}`,
        }}
      />
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${network.width} ${network.height}`}
        style={{ position: "absolute", left: centre.x - width / 2, top: centre.y - height / 2 }}
      >
        {network.links.map((link) => (
          <line key={`${link.x1}-${link.y1}-${link.x2}-${link.y2}`} {...link} stroke="white" strokeOpacity={0.28} strokeWidth={1.4} />
        ))}
        {network.nodes.map((node) => (
          <circle
            key={`${node.x}-${node.y}`}
            cx={node.x}
            cy={node.y}
            r={node.r * 1.4}
            fill={node.accent ? colours.accent400 : colours.brand300}
            fillOpacity={node.accent ? 1 : 0.85}
          />
        ))}
      </svg>
    </div>
  );
}

function Bar({ colours }: { colours: ShareCardColours }) {
  return <div style={{ display: "flex", width: 64, height: 6, borderRadius: 3, backgroundColor: colours.accent500 }} />;
}

/** A page's card: the brand, then the kind of page, its title and a short line, beside a network drawn from the page. */
function PageCard({ card, assets }: { card: ShareCard; assets: ShareCardAssets }) {
  const { colours } = assets;
  return (
    <div style={{ position: "relative", display: "flex", width: WIDTH, height: HEIGHT, fontFamily: "Inter", color: "white" }}>
      <Background colours={colours} />
      <Network assets={assets} />
      <div
        style={{
          position: "absolute",
          left: PADDING,
          top: PADDING - 8,
          width: TEXT_WIDTH,
          height: HEIGHT - 2 * PADDING + 8,
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
        }}
      >
        <Brand assets={assets} size={56} />
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontSize: 24, fontWeight: 600, letterSpacing: 2.5, textTransform: "uppercase", color: colours.brand300 }}>
            {card.eyebrow}
          </div>
          <div style={{ display: "block", marginTop: 16, fontSize: titleSize(card.title), fontWeight: 800, lineHeight: 1.1, letterSpacing: -1, lineClamp: 4 }}>
            {card.title}
          </div>
          {card.subtitle && (
            <div style={{ display: "flex", flexDirection: "column", marginTop: 28 }}>
              <Bar colours={colours} />
              <div
                style={{ display: "block", marginTop: 22, fontSize: 24, fontWeight: 500, lineHeight: 1.35, color: hexToRgba("#ffffff", 0.78), lineClamp: 3 }}
              >
                {card.subtitle}
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The home card: the designed one (Africa's network, the company's name large), with the words of the page's language. */
function HomeCard({ card, assets }: { card: ShareCard; assets: ShareCardAssets }) {
  const { colours } = assets;
  return (
    <div style={{ position: "relative", display: "flex", width: WIDTH, height: HEIGHT, fontFamily: "Inter", color: "white" }}>
      <Background colours={colours} />
      {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image. */}
      <img src={assets.homeArt} width={WIDTH} height={HEIGHT} alt="" style={{ position: "absolute", left: 0, top: 0 }} />
      <div style={{ position: "absolute", left: 80, top: 84, width: 700, display: "flex", flexDirection: "column" }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image. */}
        <img src={assets.logo} width={84} height={84} alt="" style={{ borderRadius: 22, border: `2px solid ${hexToRgba(colours.brand300, 0.25)}` }} />
        <div style={{ display: "flex", marginTop: 56, marginLeft: -4, fontSize: 104, fontWeight: 800, letterSpacing: -3, lineHeight: 1 }}>{assets.name}</div>
        <div
          style={{
            display: "block",
            marginTop: 28,
            fontSize: 44,
            fontWeight: 600,
            letterSpacing: -0.5,
            lineHeight: 1.15,
            color: colours.brand100,
            lineClamp: 2,
          }}
        >
          {card.title}
        </div>
        <div style={{ display: "flex", marginTop: 36 }}>
          <Bar colours={colours} />
        </div>
        <div style={{ display: "block", marginTop: 36, fontSize: 28, fontWeight: 500, lineHeight: 1.3, color: hexToRgba("#ffffff", 0.72), lineClamp: 2 }}>
          {card.subtitle}
        </div>
      </div>
    </div>
  );
}

export function ShareCardImage({ card, assets }: { card: ShareCard; assets: ShareCardAssets }) {
  return card.kind === "home" ? <HomeCard card={card} assets={assets} /> : <PageCard card={card} assets={assets} />;
}
