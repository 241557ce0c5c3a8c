// Runs in a page of a third origin framed by the host: it tries to pass itself off as the secure-site frame to the
// host (a READY and a RESULT) and as the host to the secure-site frame (a request), both of which must be ignored.
const target = new URL(location.href).searchParams.get('target') ?? ''
parent.postMessage({ type: 'READY', id: 'ready', payload: {} }, '*')
parent.postMessage({ type: 'RESULT', id: 'forged', payload: { signature: '0x00' } }, '*')
const secureFrame = Array.from({ length: parent.frames.length }, (_, i) => parent.frames[i]).find((f) => f !== window)
secureFrame?.postMessage({ type: 'GET_USER', id: 'forged-request', payload: {} }, target)
document.body.dataset.sent = 'yes'
