// Numbers as the training panel shows them (display only: toPrecision), and where a run diverged.

export function formatNumber(value) {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '∞';
  if (value === -Infinity) return '−∞';
  if (value === 0) return '0';
  return value.toPrecision(4);
}

export function formatDistance(value) {
  if (value === 0) return '0 (exact)';
  if (!Number.isFinite(value)) return `${formatNumber(value)} (diverged)`;
  return formatNumber(value);
}

// The first step whose loss is not a finite number (1-based), or 0: inspection, not arithmetic
// of the model.
export function divergedAt(values) {
  const index = values.findIndex((value) => !Number.isFinite(value));
  return index < 0 ? 0 : index + 1;
}
