import * as ui from './index';

describe('@luvcast/ui', () => {
  it('exports the design system components and the toast API', () => {
    for (const name of ['Button', 'TextField', 'Checkbox', 'Tabs', 'Modal', 'Dialog', 'Toast', 'ToastViewport', 'ProgressBar', 'Spinner', 'toast', 'QueryState', 'Page', 'PageTitle', 'Card']) {
      expect(typeof (ui as Record<string, unknown>)[name]).toBe('function');
    }
    expect(ui.MODAL_WIDTH_PX).toBe(276);
    expect(ui.PROGRESS_BAR_HEIGHT_PX).toBe(2);
  });
});
