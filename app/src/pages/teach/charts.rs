//! The geometry of the results page's charts, as plain numbers: where each
//! bar and cell goes in an SVG's coordinate space. No Leptos here; the
//! components draw these shapes and write the text equivalent next to them.
//!
//! Rules:
//! - Every chart is drawn in its own `viewBox`, so it scales with the page.
//! - A bar's length is proportional to its value; a zero is drawn as no bar
//!   (the text equivalent still says zero).
//! - Shares and facilities are fractions in 0..=1; discrimination is a
//!   correlation in -1..=1, drawn from a centre line.

use hooklab_core::practice::stats::ConfusionCell;

/// A rectangle in a chart's coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
}

/// The score distribution's drawing area.
pub const HISTOGRAM_WIDTH: f64 = 400.0;
pub const HISTOGRAM_HEIGHT: f64 = 160.0;
/// Room under the bars for the bins' labels.
pub const HISTOGRAM_AXIS: f64 = 20.0;

/// One column per bin, its height proportional to the count (the tallest
/// fills the height). The gap between columns is a tenth of a column.
#[must_use]
pub fn histogram(counts: &[u32]) -> Vec<Rect> {
    if counts.is_empty() {
        return Vec::new();
    }
    let max = f64::from(counts.iter().copied().max().unwrap_or(0).max(1));
    let slot = HISTOGRAM_WIDTH / counts.len() as f64;
    let gap = slot / 10.0;
    counts
        .iter()
        .enumerate()
        .map(|(i, &count)| {
            let height = HISTOGRAM_HEIGHT * f64::from(count) / max;
            Rect {
                x: i as f64 * slot + gap / 2.0,
                y: HISTOGRAM_HEIGHT - height,
                width: slot - gap,
                height,
            }
        })
        .collect()
}

/// The bins' labels' lower bounds in percent (0, 10, … 90).
#[must_use]
pub fn bin_floors(bins: usize) -> Vec<u32> {
    (0..bins)
        .map(|i| u32::try_from(i * 100 / bins.max(1)).unwrap_or(0))
        .collect()
}

/// The per-item chart: a label column, then the facility bar, then the
/// discrimination bar drawn from its centre line.
pub const ITEM_LABEL_WIDTH: f64 = 180.0;
pub const ITEM_BAR_WIDTH: f64 = 160.0;
pub const ITEM_GAP: f64 = 20.0;
pub const ITEM_ROW_HEIGHT: f64 = 24.0;

/// One item's row in the facility and discrimination chart.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ItemRow {
    /// The row's top.
    pub y: f64,
    /// The facility bar, when someone attempted the item.
    pub facility: Option<Rect>,
    /// The discrimination bar, when it could be computed: right of the
    /// centre line for a positive value, left for a negative one.
    pub discrimination: Option<Rect>,
}

/// Where the discrimination column's centre line is.
#[must_use]
pub fn discrimination_centre() -> f64 {
    ITEM_LABEL_WIDTH + ITEM_BAR_WIDTH + ITEM_GAP + ITEM_BAR_WIDTH / 2.0
}

/// The chart's total width and height for `rows` items.
#[must_use]
pub fn item_chart_size(rows: usize) -> (f64, f64) {
    (
        ITEM_LABEL_WIDTH + 2.0 * ITEM_BAR_WIDTH + ITEM_GAP,
        ITEM_ROW_HEIGHT * rows.max(1) as f64,
    )
}

/// The rows, in the order given: `(facility, discrimination)` per item.
#[must_use]
pub fn item_rows(values: &[(Option<f64>, Option<f64>)]) -> Vec<ItemRow> {
    let bar_height = ITEM_ROW_HEIGHT * 0.6;
    values
        .iter()
        .enumerate()
        .map(|(i, &(facility, discrimination))| {
            let y = i as f64 * ITEM_ROW_HEIGHT;
            let top = y + (ITEM_ROW_HEIGHT - bar_height) / 2.0;
            ItemRow {
                y,
                facility: facility.map(|f| Rect {
                    x: ITEM_LABEL_WIDTH,
                    y: top,
                    width: ITEM_BAR_WIDTH * f.clamp(0.0, 1.0),
                    height: bar_height,
                }),
                discrimination: discrimination.map(|d| {
                    let half = ITEM_BAR_WIDTH / 2.0 * d.clamp(-1.0, 1.0);
                    let centre = discrimination_centre();
                    Rect {
                        x: if half < 0.0 { centre + half } else { centre },
                        y: top,
                        width: half.abs(),
                        height: bar_height,
                    }
                }),
            }
        })
        .collect()
}

/// The confusion matrix as a square grid: the expected answers down, the
/// chosen ones across, over the same sorted list of labels.
#[derive(Clone, Debug, PartialEq)]
pub struct Grid {
    pub labels: Vec<String>,
    /// `counts[row][column]`: expected `labels[row]`, chosen `labels[column]`.
    pub counts: Vec<Vec<u32>>,
    pub max: u32,
}

/// Builds the grid from the matrix's non-empty cells.
#[must_use]
pub fn confusion_grid(cells: &[ConfusionCell]) -> Grid {
    let mut labels: Vec<String> = cells
        .iter()
        .flat_map(|c| [c.expected.clone(), c.chosen.clone()])
        .collect();
    hooklab_core::sort::sort(&mut labels);
    labels.dedup();
    let index = |label: &str| labels.iter().position(|l| l == label);
    let mut counts = vec![vec![0u32; labels.len()]; labels.len()];
    for cell in cells {
        if let (Some(row), Some(col)) = (index(&cell.expected), index(&cell.chosen)) {
            counts[row][col] += cell.count;
        }
    }
    let max = counts.iter().flatten().copied().max().unwrap_or(0);
    Grid {
        labels,
        counts,
        max,
    }
}

/// The side of one cell of the drawn matrix.
pub const CELL: f64 = 36.0;

/// How dark a cell is drawn: its count over the largest, from 0 to 1.
#[must_use]
pub fn shade(count: u32, max: u32) -> f64 {
    if max == 0 {
        0.0
    } else {
        f64::from(count) / f64::from(max)
    }
}

/// The horizontal bars of shares (the most common wrong outcome per
/// challenge): `width` for a share of one.
#[must_use]
pub fn share_bars(shares: &[f64], width: f64, row_height: f64) -> Vec<Rect> {
    let bar_height = row_height * 0.6;
    shares
        .iter()
        .enumerate()
        .map(|(i, share)| Rect {
            x: 0.0,
            y: i as f64 * row_height + (row_height - bar_height) / 2.0,
            width: width * share.clamp(0.0, 1.0),
            height: bar_height,
        })
        .collect()
}

/// A number for an SVG attribute: at most two decimals, no trailing zeros.
#[must_use]
pub fn svg_number(value: f64) -> String {
    let text = format!("{:.2}", (value * 100.0).round() / 100.0);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_owned()
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tallest_bin_fills_the_height_and_empty_bins_have_no_bar() {
        let bars = histogram(&[0, 2, 4, 0, 0, 0, 0, 0, 0, 1]);
        assert_eq!(bars.len(), 10);
        assert_eq!(bars[2].height, HISTOGRAM_HEIGHT);
        assert_eq!(bars[2].y, 0.0);
        assert_eq!(bars[1].height, HISTOGRAM_HEIGHT / 2.0);
        assert_eq!(bars[0].height, 0.0);
        assert_eq!(bars[0].y, HISTOGRAM_HEIGHT);
        // Columns stay inside the width, in order, without overlapping.
        for pair in bars.windows(2) {
            assert!(pair[0].x + pair[0].width < pair[1].x);
        }
        assert!(bars[9].x + bars[9].width <= HISTOGRAM_WIDTH);
        assert!(histogram(&[]).is_empty());
        assert!(histogram(&[0, 0]).iter().all(|b| b.height == 0.0));
    }

    #[test]
    fn bins_are_labelled_by_their_lower_bound() {
        assert_eq!(bin_floors(10), vec![0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    }

    #[test]
    fn facility_is_a_length_and_discrimination_leaves_the_centre_line() {
        let rows = item_rows(&[
            (Some(0.5), Some(0.5)),
            (Some(1.0), Some(-1.0)),
            (None, None),
        ]);
        let centre = discrimination_centre();
        let first = rows[0];
        assert_eq!(first.facility.unwrap().width, ITEM_BAR_WIDTH / 2.0);
        let d = first.discrimination.unwrap();
        assert_eq!((d.x, d.width), (centre, ITEM_BAR_WIDTH / 4.0));
        let second = rows[1];
        assert_eq!(second.y, ITEM_ROW_HEIGHT);
        assert_eq!(second.facility.unwrap().width, ITEM_BAR_WIDTH);
        let d = second.discrimination.unwrap();
        assert_eq!(d.x + d.width, centre, "a negative value ends at the centre");
        assert_eq!(d.width, ITEM_BAR_WIDTH / 2.0);
        assert_eq!(rows[2].facility, None);
        assert_eq!(rows[2].discrimination, None);
        let (width, height) = item_chart_size(3);
        assert!(d.x >= ITEM_LABEL_WIDTH + ITEM_BAR_WIDTH);
        assert!(centre + ITEM_BAR_WIDTH / 2.0 <= width);
        assert_eq!(height, 3.0 * ITEM_ROW_HEIGHT);
    }

    #[test]
    fn the_confusion_grid_is_square_over_every_answer_seen() {
        let cell = |expected: &str, chosen: &str, count| ConfusionCell {
            expected: expected.into(),
            chosen: chosen.into(),
            count,
        };
        let grid = confusion_grid(&[
            cell("routing", "fork", 2),
            cell("routing", "routing", 3),
            cell("chain", "chain", 1),
        ]);
        assert_eq!(grid.labels, vec!["chain", "fork", "routing"]);
        assert_eq!(grid.counts[2][1], 2, "routing mistaken for fork twice");
        assert_eq!(grid.counts[2][2], 3);
        assert_eq!(grid.counts[0][0], 1);
        assert_eq!(grid.counts[1], vec![0, 0, 0], "fork was never expected");
        assert_eq!(grid.max, 3);
        assert_eq!(shade(3, 3), 1.0);
        assert_eq!(shade(0, 0), 0.0);
        assert!(confusion_grid(&[]).labels.is_empty());
    }

    #[test]
    fn shares_are_lengths_clamped_to_the_width() {
        let bars = share_bars(&[0.25, 1.5], 200.0, 20.0);
        assert_eq!(bars[0].width, 50.0);
        assert_eq!(bars[1].width, 200.0);
        assert_eq!(bars[1].y, 20.0 + 4.0);
    }

    #[test]
    fn svg_numbers_are_short() {
        assert_eq!(svg_number(12.0), "12");
        assert_eq!(svg_number(12.345), "12.35");
        assert_eq!(svg_number(0.5), "0.5");
        assert_eq!(svg_number(-0.0001), "0");
    }
}
