import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthorizedImage } from '../../../../src/client/dashboard/common/AuthorizedImage';
import { adminUser, jsonResponse, signIn } from '../fixtures';

const createObjectURL = vi.fn(() => 'blob:http://localhost/photo-1');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const png = () =>
  new Response(new Blob(['png'], { type: 'image/png' }), {
    headers: { 'Content-Type': 'image/png' },
  });

describe('AuthorizedImage', () => {
  it('fetches the file with the bearer token and shows it from an object URL', async () => {
    signIn(adminUser);
    const fetchMock = stubFetch(png);
    const { unmount } = render(<AuthorizedImage src="/api/Files/abc" alt="Photo of Ngozi" />);
    // A neutral placeholder, named by alt, while the file loads.
    expect(screen.getByRole('img', { name: 'Photo of Ngozi' })).toHaveAttribute('aria-busy');

    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo of Ngozi' })).toHaveAttribute(
        'src',
        'blob:http://localhost/photo-1',
      ),
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Files/abc');
    // The session cookie goes by itself (same origin); no token is ever read by scripts.
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    // The response's blob (Node's Blob class, not jsdom's: compare by content type).
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/png' }));

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/photo-1');
  });

  it('keeps the placeholder when the file cannot be fetched', async () => {
    signIn(adminUser);
    const fetchMock = stubFetch(() =>
      jsonResponse({ message: 'The requested file was not found' }, 404),
    );
    render(<AuthorizedImage src="/api/Files/gone" alt="Photo of Ngozi" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo of Ngozi' })).not.toHaveAttribute('aria-busy'),
    );
    const placeholder = screen.getByRole('img', { name: 'Photo of Ngozi' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('shows a placeholder without fetching when there is no image', () => {
    const fetchMock = stubFetch(png);
    render(<AuthorizedImage src={null} alt="No photo" />);
    expect(screen.getByRole('img', { name: 'No photo' }).tagName).not.toBe('IMG');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a local preview (blob: URL) directly, without a token', () => {
    const fetchMock = stubFetch(png);
    render(<AuthorizedImage src="blob:http://localhost/picked" alt="Chosen photo" />);
    expect(screen.getByRole('img', { name: 'Chosen photo' })).toHaveAttribute(
      'src',
      'blob:http://localhost/picked',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
