/** The console's mark: a SIM card outline, drawn inline so it needs no image file. */
export function BrandMark({ size = 32, logoBase64 }: { size?: number; logoBase64?: string | null }) {
  if (logoBase64) {
    const source = logoBase64.startsWith('data:') ? logoBase64 : `data:image/png;base64,${logoBase64}`;
    return <img src={source} width={size} height={size} alt="" className="brand-mark" />;
  }
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" className="brand-mark" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--ant-color-primary, #196eff)" />
      <path d="M11 7h8l5 5v13a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" fill="#fff" />
      <rect x="13" y="15" width="8" height="7" rx="1.5" fill="var(--ant-color-primary, #196eff)" />
    </svg>
  );
}
