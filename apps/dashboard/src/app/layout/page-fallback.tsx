import { Flex, Spin } from 'antd';

/** The system logo, or the bundled one. */
export function logoUrl(sysLogo: string | null): string {
  return sysLogo ?? `${import.meta.env.BASE_URL}logo.svg`;
}

/** Shown while a page's chunk loads. */
export function PageFallback() {
  return (
    <Flex justify="center" align="center" style={{ minBlockSize: 240 }}>
      <Spin size="large" />
    </Flex>
  );
}
