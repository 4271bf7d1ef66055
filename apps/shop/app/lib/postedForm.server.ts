/**
 * The fields of a form post. A body that is no form (JSON, plain text, a broken multipart, nothing)
 * reads as a form without fields, so each action answers it as it answers an empty form: the page
 * with its errors, never a 500 (issue 16 §3).
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
