import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aditi, rememberUser, stubSignInPopup } from '../../../test/account-fixtures';
import { abandonSignIn } from '../test/sign-in';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import { makeReview, ownReviewFrom, PHOTO_ID, reviewsAnswer, reviewsApi, uploadedPhoto, type ReviewsApiOptions } from '../test/reviews-fixtures';

const SUBMITTED = 'Thank you! Your review will appear once it is approved.';
const problem = (status: number, message: string) => jsonResponse({ statusCode: status, message }, { status });

function openProduct(options: ReviewsApiOptions = {}, path = '/product/1/monsoon-reverie') {
  rememberUser();
  const api = reviewsApi({ sessionUser: aditi, list: () => reviewsAnswer([makeReview({ id: 11 })]), ...options });
  stubFetch(api.handler);
  renderRoute(path);
  return api;
}

async function openForm() {
  // The first page of a test file loads the product page's and the reviews' code first.
  fireEvent.click(await screen.findByRole('button', { name: 'Write a Review' }, { timeout: 5000 }));
  return screen.findByRole('form', { name: 'Write a review' });
}

function fill(form: HTMLElement, { stars = '4 stars', title = 'Glows in the evening light', content = 'The jade is richer than on screen.', name }: { stars?: string; title?: string; content?: string; name?: string } = {}) {
  fireEvent.click(within(form).getByRole('radio', { name: stars }));
  fireEvent.change(within(form).getByRole('textbox', { name: 'Review title' }), { target: { value: title } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), { target: { value: content } });
  if (name !== undefined) fireEvent.change(within(form).getByRole('textbox', { name: 'Name shown' }), { target: { value: name } });
}

/** Chakra's fields notice a message shown or gone on the next animation frame. */
async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** XMLHttpRequest as the photo upload uses it: the test decides when the bytes move and what the shop answers. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

// jsdom does not lay pages out, so it has no scrollIntoView.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => localStorage.clear());
afterEach(restoreFetch);

describe('writing a review', () => {
  it('offers a signed-out shopper sign-in instead of the form', async () => {
    const signIn = stubSignInPopup();
    stubFetch(reviewsApi({ sessionUser: null, list: () => reviewsAnswer([]) }).handler);
    renderRoute('/product/1/monsoon-reverie');

    const button = await screen.findByRole('button', { name: 'Sign in to write a review' }, { timeout: 5000 });

    fireEvent.click(button);

    expect(signIn.open).toHaveBeenCalledTimes(1);
    expect(await signIn.authorizationUrl()).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
    await abandonSignIn(signIn, button);
  });

  it('says what is missing, and sends nothing until the review is complete', async () => {
    const { sent } = openProduct();
    const form = await openForm();
    expect(form.id).toBe('write-review');
    expect((within(form).getByRole('textbox', { name: 'Name shown' }) as HTMLInputElement).value).toBe('Aditi Verma');

    fireEvent.change(within(form).getByRole('textbox', { name: 'Name shown' }), { target: { value: ' ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), { target: { value: 'Too short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await nextFrame();

    expect(within(form).getByText('Choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(within(form).getByText('Give your review a title')).toBeTruthy();
    expect(within(form).getByText('Write at least 10 characters')).toBeTruthy();
    expect(within(form).getByText('Say what name to show with your review')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: '1 star' }));
    expect(within(form).getByRole('radiogroup', { name: 'Rating' })).toBeTruthy();
    expect(sent.drafts).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Review title' }), { target: { value: 'Nice' } });
    await nextFrame();
    expect(within(form).queryByText('Give your review a title')).toBeNull();
  });

  it('sends the review and says it waits for approval', async () => {
    const { sent } = openProduct();
    const form = await openForm();
    fill(form, { name: 'Aditi V.' });

    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect((await screen.findByText(SUBMITTED)).getAttribute('role')).toBe('status');
    expect(sent.drafts).toEqual([{ rating: 4, title: 'Glows in the evening light', content: 'The jade is richer than on screen.', customerName: 'Aditi V.', photoIds: [] }]);
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  it("shows the server's message when it refuses the review (409)", async () => {
    const refusal = 'The order named is not a delivered order of this product placed with your email';
    openProduct({ submit: () => problem(409, refusal) });
    const form = await openForm();
    fill(form);

    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect((await within(form).findByRole('alert')).textContent).toContain(refusal);
    expect(screen.queryByText(SUBMITTED)).toBeNull();
  });

  it('sends what the shopper typed exactly, markup included, for the server to keep as text', async () => {
    const { sent } = openProduct();
    const form = await openForm();
    fill(form, { title: '<script>alert(1)</script>', content: '<b>Bold</b> claims & "quotes"' });

    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    await screen.findByText(SUBMITTED);
    expect(sent.drafts[0]).toMatchObject({ title: '<script>alert(1)</script>', content: '<b>Bold</b> claims & "quotes"' });
  });

  it("fills the form with the shopper's own review, its state, and updates it", async () => {
    const own = ownReviewFrom({ rating: 2, title: 'Colours off', content: 'Darker than the photos.', customerName: 'Aditi' }, { status: 'rejected' });
    const { sent } = openProduct({ own });
    const form = await openForm();

    expect(within(form).getByText('Your review was not published')).toBeTruthy();
    expect((within(form).getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('textbox', { name: 'Review title' }) as HTMLInputElement).value).toBe('Colours off');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Review title' }), { target: { value: 'Colours fine after all' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update Review' }));

    await screen.findByText(SUBMITTED);
    expect(sent.drafts[0]).toMatchObject({ rating: 2, title: 'Colours fine after all' });
  });

  it('deletes the shopper\'s own review', async () => {
    const own = ownReviewFrom({ rating: 4, title: 'Lovely', content: 'Exactly as pictured.', customerName: 'Aditi' }, { status: 'approved' });
    openProduct({ own });
    const form = await openForm();
    expect(within(form).getByText('Your review is published')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Delete Review' }));

    expect((await screen.findByText('Your review was deleted.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  it('opens from the order history tied to the order', async () => {
    const { sent } = openProduct({}, '/product/1?review=ORD-482913#write-review');

    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(within(form).getByText('Reviewing the print from order ORD-482913')).toBeTruthy();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    fill(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    await screen.findByText(SUBMITTED);
    expect(sent.drafts[0]).toMatchObject({ orderNumber: 'ORD-482913' });
  });
});

describe('review photos', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeUpload.sent = [];
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('uploads a photo with its progress, waits until it is ready and sends its id', async () => {
    const { sent } = openProduct({ photoStates: [uploadedPhoto('processing'), uploadedPhoto('ready')] });
    const form = await openForm();
    fill(form);
    const photo = new File(['jpeg bytes'], 'on-the-wall.jpg', { type: 'image/jpeg' });

    fireEvent.change(within(form).getByLabelText('Photos (up to 3)'), { target: { files: [photo] } });

    const [upload] = FakeUpload.sent;
    expect(upload.url).toBe('/api/reviews/photos');
    expect(upload.withCredentials).toBe(true);
    expect((upload.body?.getAll('files')[0] as File).name).toBe('on-the-wall.jpg');
    const photos = within(form).getByRole('list', { name: 'Review photos' });
    expect(within(photos).getByText('Uploading…')).toBeTruthy();
    upload.progress(5, 10);
    expect((within(photos).getByRole('progressbar', { name: 'Upload progress of on-the-wall.jpg' }) as HTMLProgressElement).value).toBe(5);

    // Sent before submitting is refused while the photo is being resized.
    upload.answer(202, [uploadedPhoto('processing')]);
    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(within(form).getByText('Wait until your photos are ready, or remove them.')).toBeTruthy();
    expect(await within(photos).findByText('Ready', {}, { timeout: 4000 })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await screen.findByText(SUBMITTED);
    expect(sent.drafts[0].photoIds).toEqual([PHOTO_ID]);
  });

  it("shows the server's reason for a refused upload and keeps the form", async () => {
    openProduct();
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Photos (up to 3)'), { target: { files: [new File(['%PDF'], 'notes.pdf')] } });

    FakeUpload.sent[0].answer(415, { statusCode: 415, message: 'notes.pdf is not a JPEG, PNG or WebP image' });

    expect((await within(form).findByRole('alert')).textContent).toBe('notes.pdf is not a JPEG, PNG or WebP image');
    expect(within(form).queryByRole('list', { name: 'Review photos' })).toBeNull();
  });

  it('refuses more than three photos before sending any', async () => {
    openProduct();
    const form = await openForm();
    const files = ['1', '2', '3', '4'].map((name) => new File(['x'], `${name}.jpg`, { type: 'image/jpeg' }));

    fireEvent.change(within(form).getByLabelText('Photos (up to 3)'), { target: { files } });

    expect(within(form).getByRole('alert').textContent).toBe('A review may have up to 3 photos.');
    expect(FakeUpload.sent).toEqual([]);
    await waitFor(() => expect(within(form).queryByRole('list', { name: 'Review photos' })).toBeNull());
  });
});
