import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, restoreFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { bodyOf, callsTo, portalServer, project } from '../../../test/trade-fixtures';

afterEach(() => restoreFetch());

describe('the designer’s projects', () => {
  it('starts a project with its budget in rupees and lists it', async () => {
    let projects = [project];
    const fetch = portalServer((url, init) => {
      if (url === '/api/designer/projects' && init?.method === 'POST') {
        const created = { ...project, id: 12, name: 'Koramangala flat', clientName: 'Arjun Iyer', totalBudget: 80000, description: '' };
        projects = [created, ...projects];
        return jsonResponse(created, { status: 201 });
      }
      if (url === '/api/designer/projects') return jsonResponse(projects);
      return undefined;
    });
    renderRoute('/designer/projects');

    const table = await screen.findByRole('table', { name: 'Projects' });
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Indiranagar villa');
    const form = screen.getByRole('form', { name: 'New project' });
    fireEvent.change(within(form).getByLabelText(/^Project name/), { target: { value: 'Koramangala flat' } });
    fireEvent.change(within(form).getByLabelText(/^Client name/), { target: { value: 'Arjun Iyer' } });
    fireEvent.change(within(form).getByLabelText(/^Budget/), { target: { value: '80,000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(screen.getByRole('table', { name: 'Projects' }).textContent).toContain('Koramangala flat'));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/projects')[0])).toEqual({ name: 'Koramangala flat', clientName: 'Arjun Iyer', description: '', totalBudget: 80000 });
    expect((within(screen.getByRole('form', { name: 'New project' })).getByLabelText(/^Project name/) as HTMLInputElement).value).toBe('');
  });

  it('edits and completes an ongoing project with the version shown', async () => {
    const fetch = portalServer((url, init) => {
      if (url === '/api/designer/projects/11' && init?.method === 'PUT') return jsonResponse({ ...project, name: 'Indiranagar villa, phase 2', version: 2 });
      if (url === '/api/designer/projects/11/close') return jsonResponse({ ...project, status: 'completed', completedAt: '2026-11-20T10:00:00.000Z', version: 2 });
      if (url === '/api/designer/projects') return jsonResponse([project]);
      return undefined;
    });
    renderRoute('/designer/projects');

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Indiranagar villa' }));
    const form = screen.getByRole('form', { name: 'Edit Indiranagar villa' });
    expect((within(form).getByLabelText(/^Budget/) as HTMLInputElement).value).toBe('150000');
    fireEvent.change(within(form).getByLabelText(/^Project name/), { target: { value: 'Indiranagar villa, phase 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save project' }));
    await screen.findByRole('form', { name: 'New project' });
    expect(bodyOf(callsTo(fetch, 'PUT', '/api/designer/projects/11')[0])).toEqual({
      version: 1,
      fields: { name: 'Indiranagar villa, phase 2', clientName: 'Meera Shah', description: 'Living and dining rooms', totalBudget: 150000 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Complete Indiranagar villa' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/designer/projects/11/close')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/designer/projects/11/close')[0])).toEqual({ version: 1, status: 'completed' });
  });
});
