// Plotting, for both panels' charts: scales from values to pixels, tick labels and line paths.
// Presentation only: the values come from the core; nothing here computes a figure shown as one.

// Pixels, to a tenth: short paths, no visible difference.
export const round = (value) => Math.round(value * 10) / 10;

// A value on [from, to] to a pixel on [start, start + length]; a single value sits in the middle.
export function xPosition(from, to, start, length) {
  return (value) => start + (to === from ? length / 2 : ((value - from) / (to - from)) * length);
}

// A value on [low, high] to a pixel on [top + height, top] (SVG's y grows downwards).
export function yPosition(low, high, top, height) {
  return (value) => top + height - ((value - low) / (high - low)) * height;
}

// The path of a line through values[i] at (x(i), y(values[i])), lifted where a value is not finite
// (a gap). Returns {d, points: [[index, px, py]]} for the markers.
export function linePath(values, x, y) {
  let d = '';
  let pen = false;
  const points = [];
  values.forEach((value, index) => {
    if (!Number.isFinite(value)) {
      pen = false;
      return;
    }
    const px = round(x(index));
    const py = round(y(value));
    d += `${pen ? 'L' : 'M'}${px},${py}`;
    pen = true;
    points.push([index, px, py]);
  });
  return { d, points };
}

// 10⁻⁵ rather than 1e-5 on an axis.
const SUPERSCRIPT = { '-': '⁻', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };
function decadeLabel(exponent) {
  if (exponent >= -2 && exponent <= 3) return String(Number(`1e${exponent}`));
  return `10${String(exponent).replace(/[-0-9]/g, (c) => SUPERSCRIPT[c])}`;
}

function niceStep(span, count) {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

function linearTicks(min, max, count) {
  if (!(max > min)) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    min -= pad;
    max += pad;
  }
  const step = niceStep(max - min, count);
  const first = Math.floor(min / step) * step;
  const last = Math.ceil(max / step) * step;
  const ticks = [];
  for (let i = 0; first + i * step <= last + step * 1e-9; i += 1) {
    ticks.push(Number((first + i * step).toPrecision(12)));
  }
  return { min: first, max: last, ticks };
}

// x ticks over whole numbers from..to, always showing the first value.
export function integerTicks(from, to, width) {
  const count = Math.max(2, Math.floor(width / 56));
  if (to <= from) return [from];
  const step = Math.max(1, Math.ceil(niceStep(to - from, count)));
  const ticks = [from];
  for (let value = Math.ceil((from + 1) / step) * step; value <= to; value += step) {
    if (value - ticks[ticks.length - 1] >= step * 0.6) ticks.push(value);
  }
  return ticks;
}

function tickNumber(value) {
  return String(Number(value.toPrecision(6)));
}

// m × 10^e as a tick label: plain between 0.01 and 1000, else with a power of ten.
function logLabel(mantissa, exponent) {
  if (exponent >= -2 && exponent <= 3) return tickNumber(mantissa * 10 ** exponent);
  return mantissa === 1 ? decadeLabel(exponent) : `${mantissa}×${decadeLabel(exponent)}`;
}

// A y scale over the series' values: linear, or log when they span more than `logAbove`
// times (always, for distances). On a log axis values at or below zero sit on its floor ("0").
export function yScale(series, { log, logAbove, height, top }) {
  const finite = [];
  let hasZero = false;
  for (const s of series) {
    for (const value of s.values) {
      if (!Number.isFinite(value)) continue;
      finite.push(value);
      if (value <= 0) hasZero = true;
    }
  }
  const positive = finite.filter((value) => value > 0);
  const minPos = positive.length ? Math.min(...positive) : 0;
  const maxPos = positive.length ? Math.max(...positive) : 0;
  const useLog = log || (!hasZero && positive.length > 0 && maxPos / minPos > logAbove);
  if (!useLog) {
    const range = linearTicks(finite.length ? Math.min(...finite) : 0, finite.length ? Math.max(...finite) : 1,
      Math.max(2, Math.floor(height / 48)));
    const y = yPosition(range.min, range.max, top, height);
    return { log: false, y, ticks: range.ticks.map((value) => ({ value, y: y(value), label: tickNumber(value) })) };
  }
  const rawLow = positive.length ? Math.log10(minPos) : -17;
  const rawHigh = positive.length ? Math.log10(maxPos) : 0;
  const fine = !hasZero && rawHigh - rawLow <= 3;
  // Candidate ticks m × 10^e (m = 1, 2, 5 on a short axis), from just below to just above.
  const mantissas = fine ? [1, 2, 5] : [1];
  const candidates = [];
  for (let e = Math.floor(rawLow) - 1; e <= Math.ceil(rawHigh) + 1; e += 1) {
    for (const m of mantissas) candidates.push({ m, e, log: Math.log10(m) + e });
  }
  const below = candidates.filter((c) => c.log <= rawLow + 1e-12);
  const above = candidates.filter((c) => c.log >= rawHigh - 1e-12);
  let low = below.length ? below[below.length - 1].log : Math.floor(rawLow);
  let high = above.length ? above[0].log : Math.ceil(rawHigh);
  if (!fine) {
    low = Math.floor(rawLow);
    high = Math.ceil(rawHigh);
  }
  if (high <= low) high = low + 1;
  const floor = hasZero ? Math.floor(low) - 1 : low;
  const span = high - floor;
  const toY = yPosition(floor, high, top, height);
  const y = (value) => toY(value > 0 ? Math.max(floor, Math.log10(value)) : floor);
  const ticks = [];
  if (fine) {
    const inside = candidates.filter((c) => c.log >= low - 1e-12 && c.log <= high + 1e-12);
    const every = Math.max(1, Math.ceil(inside.length / Math.max(2, Math.floor(height / 26))));
    inside.forEach((c, index) => {
      if ((inside.length - 1 - index) % every === 0) {
        ticks.push({ value: c.m * 10 ** c.e, y: toY(c.log), label: logLabel(c.m, c.e) });
      }
    });
  } else {
    const every = Math.max(1, Math.ceil(span / Math.max(1, Math.floor(height / 26))));
    for (let exponent = high; exponent > floor; exponent -= every) {
      ticks.push({ value: 10 ** exponent, y: toY(exponent), label: decadeLabel(exponent) });
    }
    if (hasZero) ticks.push({ value: 0, y: toY(floor), label: '0', zero: true });
    else if (ticks[ticks.length - 1].value !== 10 ** floor) {
      ticks.push({ value: 10 ** floor, y: toY(floor), label: decadeLabel(floor) });
    }
  }
  return { log: true, y, ticks, hasZero };
}
