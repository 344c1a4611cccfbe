/**
 * Drawings for the kinds of product the icon set (@tabler/icons) has no
 * picture of, drawn on its 24-unit grid in its style (2-unit round strokes),
 * so they sit beside its icons unnoticed.
 */
export type IconNode = [tag: 'path' | 'circle' | 'ellipse' | 'rect' | 'line' | 'polyline' | 'polygon', attrs: Record<string, string>];

const p = (d: string): IconNode => ['path', { d }];

export const DRAWINGS: Record<string, IconNode[]> = {
  dress: [p('M9.5 3l.5 4'), p('M14.5 3l-.5 4'), p('M10 7h4l1 3l3.5 10h-13l3.5 -10z'), p('M9 10h6')],
  trousers: [p('M7 3h10l1 18h-4.5l-1.5 -12l-1.5 12h-4.5z'), p('M7 6h10')],
  robe: [p('M9 3l3 3l3 -3'), p('M9 3l-4 3l1 4l2 -1v12h8v-12l2 1l1 -4l-4 -3'), p('M12 6v8')],
  rug: [p('M5 5h14v14h-14z'), p('M12 8.5l3.5 3.5l-3.5 3.5l-3.5 -3.5z'), p('M7 19v2M10 19v2M14 19v2M17 19v2M7 5v-2M10 5v-2M14 5v-2M17 5v-2')],
  lantern: [p('M12 2v2'), p('M9 7l3 -3l3 3'), p('M8 7h8l1 5l-2 6h-6l-2 -6z'), p('M12 9v6M9.5 12h5'), p('M10 18l-.5 3h5l-.5 -3')],
  dates: [p('M12 3c0 3 -2 5 -4 6'), p('M12 3c0 3 2 5 4 6'), ['ellipse', { cx: '7.5', cy: '15', rx: '3', ry: '5', transform: 'rotate(15 7.5 15)' }], ['ellipse', { cx: '16.5', cy: '15', rx: '3', ry: '5', transform: 'rotate(-15 16.5 15)' }]],
  honey: [p('M7 3h10v3h-10z'), p('M8 6c-2 1.5 -3 3 -3 5v6a4 4 0 0 0 4 4h6a4 4 0 0 0 4 -4v-6c0 -2 -1 -3.5 -3 -5'), p('M5 12h3v2a1 1 0 0 0 2 0v-2h9')],
  handbag: [p('M8 10v-3a4 4 0 0 1 8 0v3'), p('M4.5 10h15l-1.5 10h-12z'), p('M10 14h4')],
  necklace: [p('M5 3c0 6 3 10 7 10s7 -4 7 -10'), p('M12 13l2.5 3.5l-2.5 3.5l-2.5 -3.5z'), ['circle', { cx: '7', cy: '9', r: '1' }], ['circle', { cx: '17', cy: '9', r: '1' }]],
  bracelet: [['circle', { cx: '12', cy: '12', r: '7' }], ['circle', { cx: '12', cy: '5', r: '2' }], ['circle', { cx: '12', cy: '19', r: '2' }], ['circle', { cx: '5', cy: '12', r: '2' }], ['circle', { cx: '19', cy: '12', r: '2' }]],
  earrings: [p('M7 3v4'), p('M7 7l3 4l-3 5l-3 -5z'), p('M17 3v4'), p('M17 7l3 4l-3 5l-3 -5z'), p('M7 16v3M17 16v3')],
  tajine: [p('M3 17h18'), p('M4 17c0 2 2 3.5 4 3.5h8c2 0 4 -1.5 4 -3.5'), p('M5.5 17c3 -2 4.5 -6 5.5 -11h2c1 5 2.5 9 5.5 11'), ['circle', { cx: '12', cy: '4.5', r: '1.5' }]],
  couscoussier: [p('M5 14h14v4a3 3 0 0 1 -3 3h-8a3 3 0 0 1 -3 -3z'), p('M6 9h12l-1 5h-10z'), p('M8 9a4 2.5 0 0 1 8 0'), p('M3 16h2M19 16h2'), p('M10 11.5v.01M14 11.5v.01M12 11.5v.01')],
  pan: [['circle', { cx: '9', cy: '13', r: '6' }], p('M15 13h6'), p('M7 12a2 2 0 0 1 2 -2')],
  jar: [p('M6 7h12a1 1 0 0 1 1 1v3h-14v-3a1 1 0 0 1 1 -1z'), p('M5 11h14v6a3 3 0 0 1 -3 3h-8a3 3 0 0 1 -3 -3z'), p('M9 15h6')],
  dropper: [p('M10 3h4v4h-4z'), p('M9 7h6v3h-6z'), p('M8 10h8v9a2 2 0 0 1 -2 2h-4a2 2 0 0 1 -2 -2z'), p('M11 14v3')],
  baklawa: [p('M12 3l8 9l-8 9l-8 -9z'), p('M8 12h8'), p('M12 7.5l4 4.5l-4 4.5l-4 -4.5z'), ['circle', { cx: '12', cy: '12', r: '1' }]],
  'phone-case': [p('M6 5a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-8a2 2 0 0 1 -2 -2z'), ['rect', { x: '8.5', y: '5.5', width: '3.5', height: '5', rx: '1' }], ['circle', { cx: '10.25', cy: '7', r: '.5' }]],
  'hard-drive': [p('M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-14a1 1 0 0 1 -1 -1v-14a1 1 0 0 1 1 -1z'), ['circle', { cx: '12', cy: '11', r: '4' }], p('M12 11v.01'), p('M8 17h2')],
  incense: [p('M6 14h12l-1.5 5h-9z'), p('M9 19l-1 2h8l-1 -2'), p('M12 11c-2 -2 1 -3 0 -5s1 -3 1 -3'), p('M9 14a3 2 0 0 1 6 0')],
};
