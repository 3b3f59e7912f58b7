import type { LaneVendor } from '@lobby/contract';
import { useT } from '../../lib/i18n';

/** All, then each vendor: a row of toggle buttons that scrolls sideways. */
export function VendorTabs({
  vendors,
  selected,
  onSelect,
}: {
  vendors: readonly LaneVendor[];
  selected: string | null;
  onSelect: (code: string | null) => void;
}) {
  const t = useT();
  if (vendors.length < 2) return null;
  return (
    <div className="pill-tabs vendor-tabs" role="group" aria-label={t('games.vendors')}>
      <button
        type="button"
        className="pill-tab"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
      >
        {t('games.all')}
      </button>
      {vendors.map((vendor) => (
        <button
          key={vendor.code}
          type="button"
          className="pill-tab"
          aria-pressed={selected === vendor.code}
          onClick={() => onSelect(vendor.code)}
        >
          {vendor.name}
        </button>
      ))}
    </div>
  );
}
