import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "export",
  // A static host has no image optimiser; without this Next writes /_next/image URLs that 404.
  images: { unoptimized: true },
  turbopack: { root: __dirname },
  poweredByHeader: false,
};

export default nextConfig;
