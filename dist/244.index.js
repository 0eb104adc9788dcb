export const id = 244;
export const ids = [244];
export const modules = {

/***/ 5244:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  VERSION: () => (/* binding */ azure_dist_VERSION),
  azure: () => (/* binding */ azure),
  createAzure: () => (/* binding */ createAzure)
});

;// CONCATENATED MODULE: ./node_modules/@ai-sdk/azure/node_modules/@ai-sdk/provider/dist/index.js
// src/errors/ai-sdk-error.ts
var marker = "vercel.ai.error";
var symbol = Symbol.for(marker);
var _a, _b;
var AISDKError = class _AISDKError extends (_b = Error, _a = symbol, _b) {
  /**
   * Creates an AI SDK Error.
   *
   * @param {Object} params - The parameters for creating the error.
   * @param {string} params.name - The name of the error.
   * @param {string} params.message - The error message.
   * @param {unknown} [params.cause] - The underlying cause of the error.
   */
  constructor({
    name: name16,
    message,
    cause
  }) {
    super(message);
    this[_a] = true;
    this.name = name16;
    this.cause = cause;
  }
  /**
   * Checks if the given error is an AI SDK Error.
   * @param {unknown} error - The error to check.
   * @returns {boolean} True if the error is an AI SDK Error, false otherwise.
   */
  static isInstance(error) {
    return _AISDKError.hasMarker(error, marker);
  }
  static hasMarker(error, marker17) {
    const markerSymbol = Symbol.for(marker17);
    return error != null && typeof error === "object" && markerSymbol in error && typeof error[markerSymbol] === "boolean" && error[markerSymbol] === true;
  }
};

// src/errors/api-call-error.ts
var dist_name = "AI_APICallError";
var marker2 = `vercel.ai.error.${dist_name}`;
var symbol2 = Symbol.for(marker2);
var _a2, _b2;
var APICallError = class extends (_b2 = AISDKError, _a2 = symbol2, _b2) {
  constructor({
    message,
    url,
    requestBodyValues,
    statusCode,
    responseHeaders,
    responseBody,
    cause,
    isRetryable = statusCode != null && (statusCode === 408 || // request timeout
    statusCode === 409 || // conflict
    statusCode === 429 || // too many requests
    statusCode >= 500),
    // server error
    data
  }) {
    super({ name: dist_name, message, cause });
    this[_a2] = true;
    this.url = url;
    this.requestBodyValues = requestBodyValues;
    this.statusCode = statusCode;
    this.responseHeaders = responseHeaders;
    this.responseBody = responseBody;
    this.isRetryable = isRetryable;
    this.data = data;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker2);
  }
};

// src/errors/empty-response-body-error.ts
var name2 = "AI_EmptyResponseBodyError";
var marker3 = `vercel.ai.error.${name2}`;
var symbol3 = Symbol.for(marker3);
var _a3, _b3;
var dist_EmptyResponseBodyError = class extends (_b3 = AISDKError, _a3 = symbol3, _b3) {
  // used in isInstance
  constructor({ message = "Empty response body" } = {}) {
    super({ name: name2, message });
    this[_a3] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker3);
  }
};

// src/errors/evaluation-unsupported-question-type-error.ts
var name3 = "AI_EvaluationUnsupportedQuestionTypeError";
var marker4 = `vercel.ai.error.${name3}`;
var symbol4 = Symbol.for(marker4);
var _a4, _b4;
var EvaluationUnsupportedQuestionTypeError = class extends (_b4 = AISDKError, _a4 = symbol4, _b4) {
  constructor({
    questionId,
    questionType,
    provider,
    modelId,
    message = `Question "${questionId}" has type "${questionType}", which is not supported by provider "${provider}" and model "${modelId}".`
  }) {
    super({ name: name3, message });
    this[_a4] = true;
    this.questionId = questionId;
    this.questionType = questionType;
    this.provider = provider;
    this.modelId = modelId;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker4);
  }
};

// src/errors/get-error-message.ts
function dist_getErrorMessage(error) {
  if (error == null) {
    return "unknown error";
  }
  if (typeof error === "string") {
    return error;
  }
  if (error instanceof Error) {
    return error.toString();
  }
  return JSON.stringify(error);
}

// src/errors/invalid-argument-error.ts
var name4 = "AI_InvalidArgumentError";
var marker5 = `vercel.ai.error.${name4}`;
var symbol5 = Symbol.for(marker5);
var _a5, _b5;
var InvalidArgumentError = class extends (_b5 = AISDKError, _a5 = symbol5, _b5) {
  constructor({
    message,
    cause,
    argument
  }) {
    super({ name: name4, message, cause });
    this[_a5] = true;
    this.argument = argument;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker5);
  }
};

// src/errors/invalid-prompt-error.ts
var name5 = "AI_InvalidPromptError";
var marker6 = `vercel.ai.error.${name5}`;
var symbol6 = Symbol.for(marker6);
var _a6, _b6;
var InvalidPromptError = class extends (_b6 = AISDKError, _a6 = symbol6, _b6) {
  constructor({
    prompt,
    message,
    cause
  }) {
    super({ name: name5, message: `Invalid prompt: ${message}`, cause });
    this[_a6] = true;
    this.prompt = prompt;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker6);
  }
};

// src/errors/invalid-response-data-error.ts
var name6 = "AI_InvalidResponseDataError";
var marker7 = `vercel.ai.error.${name6}`;
var symbol7 = Symbol.for(marker7);
var _a7, _b7;
var InvalidResponseDataError = class extends (_b7 = AISDKError, _a7 = symbol7, _b7) {
  constructor({
    data,
    message = `Invalid response data: ${JSON.stringify(data)}.`
  }) {
    super({ name: name6, message });
    this[_a7] = true;
    this.data = data;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker7);
  }
};

// src/errors/json-parse-error.ts
var name7 = "AI_JSONParseError";
var marker8 = `vercel.ai.error.${name7}`;
var symbol8 = Symbol.for(marker8);
var _a8, _b8;
var JSONParseError = class extends (_b8 = AISDKError, _a8 = symbol8, _b8) {
  constructor({ text, cause }) {
    super({
      name: name7,
      message: `JSON parsing failed: Text: ${text}.
Error message: ${dist_getErrorMessage(cause)}`,
      cause
    });
    this[_a8] = true;
    this.text = text;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker8);
  }
};

// src/errors/load-api-key-error.ts
var name8 = "AI_LoadAPIKeyError";
var marker9 = `vercel.ai.error.${name8}`;
var symbol9 = Symbol.for(marker9);
var _a9, _b9;
var dist_LoadAPIKeyError = class extends (_b9 = AISDKError, _a9 = symbol9, _b9) {
  // used in isInstance
  constructor({ message }) {
    super({ name: name8, message });
    this[_a9] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker9);
  }
};

// src/errors/load-setting-error.ts
var name9 = "AI_LoadSettingError";
var marker10 = `vercel.ai.error.${name9}`;
var symbol10 = Symbol.for(marker10);
var _a10, _b10;
var dist_LoadSettingError = class extends (_b10 = AISDKError, _a10 = symbol10, _b10) {
  // used in isInstance
  constructor({ message }) {
    super({ name: name9, message });
    this[_a10] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker10);
  }
};

// src/errors/no-content-generated-error.ts
var name10 = "AI_NoContentGeneratedError";
var marker11 = `vercel.ai.error.${name10}`;
var symbol11 = Symbol.for(marker11);
var _a11, _b11;
var NoContentGeneratedError = class extends (_b11 = AISDKError, _a11 = symbol11, _b11) {
  // used in isInstance
  constructor({
    message = "No content generated."
  } = {}) {
    super({ name: name10, message });
    this[_a11] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker11);
  }
};

// src/errors/no-such-model-error.ts
var name11 = "AI_NoSuchModelError";
var marker12 = `vercel.ai.error.${name11}`;
var symbol12 = Symbol.for(marker12);
var _a12, _b12;
var NoSuchModelError = class extends (_b12 = AISDKError, _a12 = symbol12, _b12) {
  constructor({
    errorName = name11,
    modelId,
    modelType,
    message = `No such ${modelType}: ${modelId}`
  }) {
    super({ name: errorName, message });
    this[_a12] = true;
    this.modelId = modelId;
    this.modelType = modelType;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker12);
  }
};

// src/errors/no-such-provider-reference-error.ts
var name12 = "AI_NoSuchProviderReferenceError";
var marker13 = `vercel.ai.error.${name12}`;
var symbol13 = Symbol.for(marker13);
var _a13, _b13;
var NoSuchProviderReferenceError = class extends (_b13 = AISDKError, _a13 = symbol13, _b13) {
  constructor({
    provider,
    reference,
    message = `No provider reference found for provider '${provider}'. Available providers: ${Object.keys(reference).join(", ")}`
  }) {
    super({ name: name12, message });
    this[_a13] = true;
    this.provider = provider;
    this.reference = reference;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker13);
  }
};

// src/errors/too-many-embedding-values-for-call-error.ts
var name13 = "AI_TooManyEmbeddingValuesForCallError";
var marker14 = `vercel.ai.error.${name13}`;
var symbol14 = Symbol.for(marker14);
var _a14, _b14;
var TooManyEmbeddingValuesForCallError = class extends (_b14 = AISDKError, _a14 = symbol14, _b14) {
  constructor(options) {
    super({
      name: name13,
      message: `Too many values for a single embedding call. The ${options.provider} model "${options.modelId}" can only embed up to ${options.maxEmbeddingsPerCall} values per call, but ${options.values.length} values were provided.`
    });
    this[_a14] = true;
    this.provider = options.provider;
    this.modelId = options.modelId;
    this.maxEmbeddingsPerCall = options.maxEmbeddingsPerCall;
    this.values = options.values;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker14);
  }
};

// src/errors/type-validation-error.ts
var name14 = "AI_TypeValidationError";
var marker15 = `vercel.ai.error.${name14}`;
var symbol15 = Symbol.for(marker15);
var _a15, _b15;
var TypeValidationError = class _TypeValidationError extends (_b15 = AISDKError, _a15 = symbol15, _b15) {
  constructor({
    value,
    cause,
    context
  }) {
    let contextPrefix = "Type validation failed";
    if (context?.field) {
      contextPrefix += ` for ${context.field}`;
    }
    if (context?.entityName || context?.entityId) {
      contextPrefix += " (";
      const parts = [];
      if (context.entityName) {
        parts.push(context.entityName);
      }
      if (context.entityId) {
        parts.push(`id: "${context.entityId}"`);
      }
      contextPrefix += parts.join(", ");
      contextPrefix += ")";
    }
    super({
      name: name14,
      message: `${contextPrefix}: Value: ${JSON.stringify(value)}.
Error message: ${dist_getErrorMessage(cause)}`,
      cause
    });
    this[_a15] = true;
    this.value = value;
    this.context = context;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker15);
  }
  /**
   * Wraps an error into a TypeValidationError.
   * If the cause is already a TypeValidationError with the same value and context, it returns the cause.
   * Otherwise, it creates a new TypeValidationError.
   *
   * @param {Object} params - The parameters for wrapping the error.
   * @param {unknown} params.value - The value that failed validation.
   * @param {unknown} params.cause - The original error or cause of the validation failure.
   * @param {TypeValidationContext} params.context - Optional context about what is being validated.
   * @returns {TypeValidationError} A TypeValidationError instance.
   */
  static wrap({
    value,
    cause,
    context
  }) {
    if (_TypeValidationError.isInstance(cause) && cause.value === value && cause.context?.field === context?.field && cause.context?.entityName === context?.entityName && cause.context?.entityId === context?.entityId) {
      return cause;
    }
    return new _TypeValidationError({ value, cause, context });
  }
};

// src/errors/unsupported-functionality-error.ts
var name15 = "AI_UnsupportedFunctionalityError";
var marker16 = `vercel.ai.error.${name15}`;
var symbol16 = Symbol.for(marker16);
var _a16, _b16;
var dist_UnsupportedFunctionalityError = class extends (_b16 = AISDKError, _a16 = symbol16, _b16) {
  constructor({
    functionality,
    message = `'${functionality}' functionality not supported.`
  }) {
    super({ name: name15, message });
    this[_a16] = true;
    this.functionality = functionality;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, marker16);
  }
};

// src/json-value/is-json.ts
function isJSONValue(value) {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return true;
  }
  if (Array.isArray(value)) {
    return value.every(isJSONValue);
  }
  if (typeof value === "object") {
    return Object.entries(value).every(
      ([key, val]) => typeof key === "string" && (val === void 0 || isJSONValue(val))
    );
  }
  return false;
}
function isJSONArray(value) {
  return Array.isArray(value) && value.every(isJSONValue);
}
function isJSONObject(value) {
  return value != null && typeof value === "object" && Object.entries(value).every(
    ([key, val]) => typeof key === "string" && (val === void 0 || isJSONValue(val))
  );
}

//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./node_modules/@workflow/serde/dist/index.js
var dist = __webpack_require__(3860);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/parse.js + 1 modules
var parse = __webpack_require__(3852);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./node_modules/eventsource-parser/dist/stream.js + 1 modules
var dist_stream = __webpack_require__(4985);
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/azure/node_modules/@ai-sdk/provider-utils/dist/index.js
// src/as-array.ts
function asArray(value) {
  return value === void 0 ? [] : Array.isArray(value) ? value : [value];
}

// src/combine-headers.ts
function combineHeaders(...headers) {
  return headers.reduce(
    (combinedHeaders, currentHeaders) => ({
      ...combinedHeaders,
      ...currentHeaders
    }),
    {}
  );
}

// src/remove-undefined-entries.ts
function removeUndefinedEntries(record) {
  return Object.fromEntries(
    Object.entries(record).filter(([_key, value]) => value != null)
  );
}

// src/delay.ts
async function delay(delayInMs, options) {
  if (delayInMs == null) {
    return;
  }
  const signal = options?.abortSignal;
  return new Promise((resolve2, reject) => {
    if (signal?.aborted) {
      reject(createAbortError());
      return;
    }
    const timeoutId = setTimeout(() => {
      cleanup();
      resolve2();
    }, delayInMs);
    const cleanup = () => {
      clearTimeout(timeoutId);
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      cleanup();
      reject(createAbortError());
    };
    signal?.addEventListener("abort", onAbort);
  });
}
function createAbortError() {
  return new DOMException("Delay was aborted", "AbortError");
}

// src/websocket.ts
function getWebSocketConstructor(webSocket) {
  const WebSocketConstructor = webSocket ?? globalThis.WebSocket;
  if (WebSocketConstructor == null) {
    throw new Error("No WebSocket implementation available.");
  }
  return WebSocketConstructor;
}
function toWebSocketUrl(url) {
  const wsUrl = new URL(url);
  if (wsUrl.protocol === "http:") {
    wsUrl.protocol = "ws:";
  } else if (wsUrl.protocol === "https:") {
    wsUrl.protocol = "wss:";
  }
  return wsUrl;
}
var textDecoder = new TextDecoder();
async function readWebSocketMessageText(data) {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer) return textDecoder.decode(data);
  if (ArrayBuffer.isView(data)) {
    return textDecoder.decode(data);
  }
  if (typeof Blob !== "undefined" && data instanceof Blob) {
    return data.text();
  }
  return String(data);
}
var WEBSOCKET_OPEN_STATE = 1;
async function waitForWebSocketBufferDrain(socket, {
  highWaterMark = 1024 * 1024,
  pollIntervalMs = 20,
  abortSignal
} = {}) {
  while (socket.readyState === WEBSOCKET_OPEN_STATE && (socket.bufferedAmount ?? 0) > highWaterMark) {
    if (abortSignal?.aborted === true) {
      return;
    }
    await delay(pollIntervalMs);
  }
}

// src/connect-to-websocket.ts
function connectToWebSocket({
  url,
  protocols,
  headers,
  webSocket,
  abortSignal,
  onOpen,
  onMessageText,
  onProcessingError,
  onSocketError,
  onClose,
  onAbort
}) {
  let socket;
  let abortListener;
  const close = (code) => {
    if (abortListener != null) {
      abortSignal?.removeEventListener("abort", abortListener);
      abortListener = void 0;
    }
    try {
      socket?.close(code);
    } catch {
    }
  };
  if (abortSignal?.aborted) {
    onAbort?.(abortSignal.reason ?? new Error("Aborted"));
    return { socket: void 0, close };
  }
  try {
    const WebSocketConstructor = getWebSocketConstructor(webSocket);
    socket = new WebSocketConstructor(url, protocols, {
      headers: removeUndefinedEntries(headers ?? {})
    });
  } catch (error) {
    onProcessingError(error);
    return { socket: void 0, close };
  }
  if (abortSignal != null && onAbort != null) {
    abortListener = () => onAbort(abortSignal.reason ?? new Error("Aborted"));
    abortSignal.addEventListener("abort", abortListener, { once: true });
  }
  const openedSocket = socket;
  socket.onopen = () => {
    try {
      onOpen?.(openedSocket);
    } catch (error) {
      onProcessingError(error);
    }
  };
  let tail = Promise.resolve();
  socket.onmessage = (event) => {
    tail = tail.then(() => readWebSocketMessageText(event.data)).then((text) => onMessageText(text)).catch(onProcessingError);
  };
  socket.onerror = () => {
    tail = tail.then(() => onSocketError?.()).catch(onProcessingError);
  };
  socket.onclose = (event) => {
    const closeEvent = event;
    const code = typeof closeEvent?.code === "number" ? closeEvent.code : void 0;
    const reason = typeof closeEvent?.reason === "string" ? closeEvent.reason : void 0;
    tail = tail.then(() => onClose?.({ code, reason })).catch(onProcessingError);
  };
  return { socket, close };
}

// src/convert-async-iterator-to-readable-stream.ts
function convertAsyncIteratorToReadableStream(iterator) {
  let cancelled = false;
  return new ReadableStream({
    /**
     * Called when the consumer wants to pull more data from the stream.
     *
     * @param {ReadableStreamDefaultController<T>} controller - The controller to enqueue data into the stream.
     * @returns {Promise<void>}
     */
    async pull(controller) {
      if (cancelled) return;
      try {
        const { value, done } = await iterator.next();
        if (done) {
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        controller.error(error);
      }
    },
    /**
     * Called when the consumer cancels the stream.
     */
    async cancel(reason) {
      cancelled = true;
      if (iterator.return) {
        try {
          await iterator.return(reason);
        } catch {
        }
      }
    }
  });
}

// src/convert-inline-file-data-to-uint8-array.ts


// src/uint8-utils.ts
var { btoa, atob } = globalThis;
function convertBase64ToUint8Array(base64String) {
  const base64Url = base64String.replace(/-/g, "+").replace(/_/g, "/");
  const latin1string = atob(base64Url);
  return Uint8Array.from(latin1string, (byte) => byte.codePointAt(0));
}
function convertUint8ArrayToBase64(array) {
  const chunks = [];
  const chunkSize = 4096;
  for (let i = 0; i < array.length; i += chunkSize) {
    chunks.push(String.fromCodePoint(...array.subarray(i, i + chunkSize)));
  }
  return btoa(chunks.join(""));
}
function convertToBase64(value) {
  return value instanceof Uint8Array ? convertUint8ArrayToBase64(value) : value;
}

// src/convert-inline-file-data-to-uint8-array.ts
function convertInlineFileDataToUint8Array(data) {
  if (data.type === "stream") {
    const error = new UnsupportedFunctionalityError({
      functionality: "streaming file upload"
    });
    void data.stream.cancel(error).catch(() => {
    });
    throw error;
  }
  if (data.type === "text") {
    return new TextEncoder().encode(data.text);
  }
  if (data.data instanceof Uint8Array) {
    return data.data;
  }
  if (data.data instanceof ArrayBuffer) {
    return new Uint8Array(data.data);
  }
  return convertBase64ToUint8Array(data.data);
}

// src/convert-image-model-file-to-data-uri.ts
function convertImageModelFileToDataUri(file) {
  if (file.type === "url") return file.url;
  return `data:${file.mediaType};base64,${typeof file.data === "string" ? file.data : convertUint8ArrayToBase64(file.data)}`;
}

// src/convert-to-form-data.ts
function convertToFormData(input, options = {}) {
  const { useArrayBrackets = true } = options;
  const formData = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value == null) {
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length === 1) {
        formData.append(key, value[0]);
        continue;
      }
      const arrayKey = useArrayBrackets ? `${key}[]` : key;
      for (const item of value) {
        formData.append(arrayKey, item);
      }
      continue;
    }
    formData.append(key, value);
  }
  return formData;
}

// src/create-language-model-response-metadata.ts
function createLanguageModelResponseMetadata({
  id,
  model,
  created
}) {
  return {
    id: id ?? void 0,
    modelId: model ?? void 0,
    timestamp: created != null ? new Date(created * 1e3) : void 0
  };
}

// src/create-null-language-model-usage.ts
function createNullLanguageModelUsage() {
  return {
    inputTokens: {
      total: void 0,
      noCache: void 0,
      cacheRead: void 0,
      cacheWrite: void 0
    },
    outputTokens: {
      total: void 0,
      text: void 0,
      reasoning: void 0
    },
    raw: void 0
  };
}

// src/create-tool-name-mapping.ts
function createToolNameMapping({
  tools = [],
  providerToolNames
}) {
  const customToolNameToProviderToolName = {};
  const providerToolNameToCustomToolName = {};
  for (const tool2 of tools) {
    if (tool2.type === "provider" && tool2.id in providerToolNames) {
      const providerToolName = providerToolNames[tool2.id];
      customToolNameToProviderToolName[tool2.name] = providerToolName;
      providerToolNameToCustomToolName[providerToolName] = tool2.name;
    }
  }
  return {
    toProviderToolName: (customToolName) => customToolNameToProviderToolName[customToolName] ?? customToolName,
    toCustomToolName: (providerToolName) => providerToolNameToCustomToolName[providerToolName] ?? providerToolName
  };
}

// src/create-provider-stream-error.ts
var dist_marker = /* @__PURE__ */ Symbol.for("vercel.ai.providerStreamError");
function createProviderStreamError({
  message,
  type,
  code,
  statusCode,
  isRetryable,
  data
}) {
  const error = {
    message,
    type,
    code,
    statusCode,
    isRetryable,
    data
  };
  Object.defineProperty(error, dist_marker, { value: true });
  return error;
}
function isProviderStreamError(error) {
  return typeof error === "object" && error != null && error[dist_marker] === true;
}

// src/delayed-promise.ts
var DelayedPromise = class {
  constructor() {
    this.status = { type: "pending" };
    this._resolve = void 0;
    this._reject = void 0;
  }
  get promise() {
    if (this._promise) {
      return this._promise;
    }
    this._promise = new Promise((resolve2, reject) => {
      if (this.status.type === "resolved") {
        resolve2(this.status.value);
      } else if (this.status.type === "rejected") {
        reject(this.status.error);
      }
      this._resolve = resolve2;
      this._reject = reject;
    });
    return this._promise;
  }
  resolve(value) {
    this.status = { type: "resolved", value };
    if (this._promise) {
      this._resolve?.(value);
    }
  }
  reject(error) {
    this.status = { type: "rejected", error };
    if (this._promise) {
      this._reject?.(error);
    }
  }
  isResolved() {
    return this.status.type === "resolved";
  }
  isRejected() {
    return this.status.type === "rejected";
  }
  isPending() {
    return this.status.type === "pending";
  }
};

// src/delete-from-api.ts


// src/extract-response-headers.ts
function extractResponseHeaders(response) {
  return Object.fromEntries([...response.headers]);
}

// src/get-runtime-environment-user-agent.ts
function getRuntimeEnvironmentUserAgent(globalThisAny = globalThis) {
  if (globalThisAny.navigator?.userAgent) {
    return globalThisAny.navigator.userAgent.toLowerCase();
  }
  if (globalThisAny.process?.versions?.node) {
    return `node.js/${globalThisAny.process.version}`;
  }
  if (globalThisAny.EdgeRuntime) {
    return "vercel-edge";
  }
  return "";
}

// src/handle-fetch-error.ts


// src/is-abort-error.ts
function isAbortError(error) {
  return (error instanceof Error || typeof DOMException === "function" && error instanceof DOMException) && (error.name === "AbortError" || error.name === "ResponseAborted" || // Next.js
  error.name === "TimeoutError");
}

// src/handle-fetch-error.ts
var FETCH_FAILED_ERROR_MESSAGES = ["fetch failed", "failed to fetch"];
var RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
  "ConnectionRefused",
  "ConnectionClosed",
  "FailedToOpenSocket",
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT"
]);
function findNetworkError(error) {
  const visited = /* @__PURE__ */ new Set();
  let current = error;
  while (current instanceof Error && !visited.has(current)) {
    visited.add(current);
    const errorWithCode = current;
    if (typeof errorWithCode.code === "string" && RETRYABLE_NETWORK_ERROR_CODES.has(errorWithCode.code)) {
      return errorWithCode;
    }
    current = current.cause;
  }
}
function handleFetchError({
  error,
  url,
  requestBodyValues
}) {
  if (isAbortError(error)) {
    return error;
  }
  if (error instanceof TypeError && FETCH_FAILED_ERROR_MESSAGES.includes(error.message.toLowerCase())) {
    const cause = error.cause;
    if (cause != null) {
      return new APICallError({
        message: `Cannot connect to API: ${cause.message}`,
        cause,
        url,
        requestBodyValues,
        isRetryable: true
        // retry when network error
      });
    }
  }
  const networkError = findNetworkError(error);
  if (networkError != null) {
    if (APICallError.isInstance(error)) {
      return new APICallError({
        message: error.message,
        cause: error.cause,
        url: error.url,
        requestBodyValues: error.requestBodyValues,
        statusCode: error.statusCode,
        responseHeaders: error.responseHeaders,
        responseBody: error.responseBody,
        data: error.data,
        isRetryable: true
      });
    }
    return new APICallError({
      message: `Cannot connect to API: ${error instanceof Error ? error.message : networkError.message}`,
      cause: error,
      url,
      requestBodyValues,
      isRetryable: true
    });
  }
  return error;
}

// src/version.ts
var VERSION =  true ? "5.0.51" : 0;

// src/normalize-headers.ts
function normalizeHeaders(headers) {
  if (headers == null) {
    return {};
  }
  const normalized = {};
  if (headers instanceof Headers) {
    headers.forEach((value, key) => {
      normalized[key.toLowerCase()] = value;
    });
  } else {
    if (!Array.isArray(headers)) {
      headers = Object.entries(headers);
    }
    for (const [key, value] of headers) {
      if (value != null) {
        normalized[key.toLowerCase()] = value;
      }
    }
  }
  return normalized;
}

// src/with-user-agent-suffix.ts
function withUserAgentSuffix(headers, ...userAgentSuffixParts) {
  const normalizedHeaders = new Headers(normalizeHeaders(headers));
  const currentUserAgentHeader = normalizedHeaders.get("user-agent") || "";
  normalizedHeaders.set(
    "user-agent",
    [currentUserAgentHeader, ...userAgentSuffixParts].filter(Boolean).join(" ")
  );
  return Object.fromEntries(normalizedHeaders.entries());
}

// src/delete-from-api.ts
var getOriginalFetch = () => globalThis.fetch;
var deleteFromApi = async ({
  url,
  headers = {},
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch = getOriginalFetch()
}) => {
  try {
    const response = await fetch(url, {
      method: "DELETE",
      headers: withUserAgentSuffix(
        headers,
        `ai-sdk-provider-utils/${VERSION}`,
        getRuntimeEnvironmentUserAgent()
      ),
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (isAbortError(error) || APICallError2.isInstance(error)) {
          throw error;
        }
        throw new APICallError2({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError2.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError2({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw handleFetchError({ error, url, requestBodyValues: {} });
  }
};

// src/detect-media-type.ts
var imageMediaTypeSignatures = [
  {
    mediaType: "image/gif",
    bytesPrefix: [71, 73, 70, 56, 55, 97]
    // GIF87a
  },
  {
    mediaType: "image/gif",
    bytesPrefix: [71, 73, 70, 56, 57, 97]
    // GIF89a
  },
  {
    mediaType: "image/png",
    bytesPrefix: [137, 80, 78, 71]
    // PNG
  },
  {
    mediaType: "image/jpeg",
    bytesPrefix: [255, 216]
    // JPEG
  },
  {
    mediaType: "image/webp",
    bytesPrefix: [
      82,
      73,
      70,
      70,
      // "RIFF"
      null,
      null,
      null,
      null,
      // file size (variable)
      87,
      69,
      66,
      80
      // "WEBP"
    ]
  },
  {
    mediaType: "image/bmp",
    bytesPrefix: [66, 77, null, null, null, null, 0, 0, 0, 0]
  },
  {
    mediaType: "image/tiff",
    bytesPrefix: [73, 73, 42, 0]
  },
  {
    mediaType: "image/tiff",
    bytesPrefix: [77, 77, 0, 42]
  },
  {
    mediaType: "image/avif",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      // box size (variable)
      102,
      116,
      121,
      112,
      97,
      118,
      105,
      102
    ]
  },
  {
    mediaType: "image/heic",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      // box size (variable)
      102,
      116,
      121,
      112,
      104,
      101,
      105,
      99
    ]
  }
];
var documentMediaTypeSignatures = [
  {
    mediaType: "application/pdf",
    bytesPrefix: [37, 80, 68, 70]
    // %PDF
  }
];
var audioMediaTypeSignaturesWithoutMp4 = [
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 240]
    // MPEG-4 ADTS with CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 241]
    // MPEG-4 ADTS without CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 248]
    // MPEG-2 ADTS with CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 249]
    // MPEG-2 ADTS without CRC
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 251]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 250]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 243]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 242]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 227]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 226]
  },
  {
    mediaType: "audio/wav",
    bytesPrefix: [
      82,
      // R
      73,
      // I
      70,
      // F
      70,
      // F
      null,
      null,
      null,
      null,
      87,
      // W
      65,
      // A
      86,
      // V
      69
      // E
    ]
  },
  {
    mediaType: "audio/ogg",
    bytesPrefix: [79, 103, 103, 83]
  },
  {
    mediaType: "audio/flac",
    bytesPrefix: [102, 76, 97, 67]
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [64, 21, 0, 0]
  },
  {
    mediaType: "audio/webm",
    bytesPrefix: [26, 69, 223, 163]
  }
];
var audioMediaTypeSignatures = [
  ...audioMediaTypeSignaturesWithoutMp4,
  {
    mediaType: "audio/mp4",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112
      // ftyp
    ]
  }
];
var videoMediaTypeSignatures = [
  {
    mediaType: "video/mp4",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112
      // ftyp
    ]
  },
  {
    mediaType: "video/webm",
    bytesPrefix: [26, 69, 223, 163]
    // EBML
  },
  {
    mediaType: "video/quicktime",
    bytesPrefix: [
      0,
      0,
      0,
      20,
      102,
      116,
      121,
      112,
      113,
      116
      // ftypqt
    ]
  },
  {
    mediaType: "video/x-msvideo",
    bytesPrefix: [82, 73, 70, 70]
    // RIFF (AVI)
  }
];
var DEFAULT_SNIFF_BYTES = 18;
var MAX_SIGNATURE_BYTES = 12;
var MAX_ID3_TAG_BYTES = 128 * 1024;
var ID3_SCAN_BYTES = MAX_ID3_TAG_BYTES + MAX_SIGNATURE_BYTES;
function decodePrefix(data, maxBytes) {
  if (typeof data !== "string") {
    return data.length > maxBytes ? data.subarray(0, maxBytes) : data;
  }
  const maxChars = Math.ceil(maxBytes / 3) * 4;
  const bytes = convertBase64ToUint8Array(
    data.substring(0, Math.min(data.length, maxChars))
  );
  return bytes.length > maxBytes ? bytes.subarray(0, maxBytes) : bytes;
}
function hasID3(bytes) {
  return bytes.length > 10 && bytes[0] === 73 && // 'I'
  bytes[1] === 68 && // 'D'
  bytes[2] === 51;
}
var stripID3 = (bytes) => {
  const id3Size = (bytes[6] & 127) << 21 | (bytes[7] & 127) << 14 | (bytes[8] & 127) << 7 | bytes[9] & 127;
  return bytes.subarray(id3Size + 10);
};
function detectMediaTypeBySignatures({
  data,
  signatures
}) {
  let bytes = decodePrefix(data, DEFAULT_SNIFF_BYTES);
  if (hasID3(bytes)) {
    bytes = stripID3(decodePrefix(data, ID3_SCAN_BYTES));
  }
  for (const signature of signatures) {
    if (bytes.length >= signature.bytesPrefix.length && signature.bytesPrefix.every(
      (byte, index) => byte === null || bytes[index] === byte
    )) {
      return signature.mediaType;
    }
  }
}
var topLevelSignatureTables = {
  image: imageMediaTypeSignatures,
  audio: audioMediaTypeSignatures,
  video: videoMediaTypeSignatures,
  application: documentMediaTypeSignatures
};
function detectMediaType({
  data,
  topLevelType
}) {
  if (topLevelType === void 0) {
    return detectMediaTypeBySignatures({
      data,
      signatures: [
        ...imageMediaTypeSignatures,
        ...documentMediaTypeSignatures,
        // MP4 containers cannot be distinguished as audio or video by ftyp alone.
        // Preserve the generic detection result as video/mp4.
        ...audioMediaTypeSignaturesWithoutMp4,
        ...videoMediaTypeSignatures
      ]
    });
  }
  const signatures = topLevelSignatureTables[topLevelType];
  if (signatures === void 0) {
    return void 0;
  }
  return detectMediaTypeBySignatures({ data, signatures });
}
function getTopLevelMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  return slashIndex === -1 ? mediaType : mediaType.substring(0, slashIndex);
}
function isFullMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  if (slashIndex === -1) {
    return false;
  }
  const subtype = mediaType.substring(slashIndex + 1);
  return subtype.length > 0 && subtype !== "*";
}

// src/cancel-response-body.ts
async function cancelResponseBody(response) {
  try {
    await response.body?.cancel();
  } catch {
  }
}

// src/download-error.ts

var provider_utils_dist_name = "AI_DownloadError";
var dist_marker2 = `vercel.ai.error.${provider_utils_dist_name}`;
var dist_symbol = Symbol.for(dist_marker2);
var dist_a, dist_b;
var DownloadError = class extends (dist_b = AISDKError, dist_a = dist_symbol, dist_b) {
  constructor({
    url,
    statusCode,
    statusText,
    cause,
    message = cause == null ? `Failed to download ${url}: ${statusCode} ${statusText}` : `Failed to download ${url}: ${cause}`
  }) {
    super({ name: provider_utils_dist_name, message, cause });
    this[dist_a] = true;
    this.url = url;
    this.statusCode = statusCode;
    this.statusText = statusText;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, dist_marker2);
  }
};

// src/is-browser-runtime.ts
function isBrowserRuntime(globalThisAny = globalThis) {
  return globalThisAny.window != null;
}

// src/is-same-origin.ts
function isSameOrigin(url, baseUrl) {
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

// src/validate-download-url.ts
function validateDownloadUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new DownloadError({
      url,
      message: `Invalid URL: ${url}`
    });
  }
  if (parsed.protocol === "data:") {
    return;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new DownloadError({
      url,
      message: `URL scheme must be http, https, or data, got ${parsed.protocol}`
    });
  }
  const hostname = parsed.hostname.toLowerCase().replace(/\.+$/, "");
  if (!hostname) {
    throw new DownloadError({
      url,
      message: `URL must have a hostname`
    });
  }
  if (hostname === "localhost" || hostname.endsWith(".local") || hostname.endsWith(".localhost")) {
    throw new DownloadError({
      url,
      message: `URL with hostname ${hostname} is not allowed`
    });
  }
  if (hostname.startsWith("[") && hostname.endsWith("]")) {
    const ipv6 = hostname.slice(1, -1);
    if (isPrivateIPv6(ipv6)) {
      throw new DownloadError({
        url,
        message: `URL with IPv6 address ${hostname} is not allowed`
      });
    }
    return;
  }
  if (isIPv4(hostname)) {
    if (isPrivateIPv4(hostname)) {
      throw new DownloadError({
        url,
        message: `URL with IP address ${hostname} is not allowed`
      });
    }
  }
}
function validateDownloadAddress({
  address,
  family,
  hostname
}) {
  const isUnsafe = family === 4 ? !isIPv4(address) || isPrivateIPv4(address) : family === 6 ? isPrivateIPv6(address) : true;
  if (isUnsafe) {
    throw new DownloadError({
      url: hostname,
      message: `Hostname ${hostname} resolved to disallowed IP address ${address}`
    });
  }
}
function isIPv4(hostname) {
  const parts = hostname.split(".");
  if (parts.length !== 4) return false;
  return parts.every((part) => {
    const num = Number(part);
    return Number.isInteger(num) && num >= 0 && num <= 255 && String(num) === part;
  });
}
function isPrivateIPv4(ip) {
  const parts = ip.split(".").map(Number);
  const [a, b, c] = parts;
  if (a === 0) return true;
  if (a === 10) return true;
  if (a === 100 && b >= 64 && b <= 127) return true;
  if (a === 127) return true;
  if (a === 169 && b === 254) return true;
  if (a === 172 && b >= 16 && b <= 31) return true;
  if (a === 192 && b === 0 && c === 0) return true;
  if (a === 192 && b === 0 && c === 2) return true;
  if (a === 192 && b === 168) return true;
  if (a === 198 && (b === 18 || b === 19)) return true;
  if (a === 198 && b === 51 && c === 100) return true;
  if (a === 203 && b === 0 && c === 113) return true;
  if (a >= 224) return true;
  return false;
}
function parseIPv6(ip) {
  let address = ip.toLowerCase();
  const zoneIndex = address.indexOf("%");
  if (zoneIndex !== -1) {
    address = address.slice(0, zoneIndex);
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const toGroups = (segment) => {
    if (segment === "") return [];
    const groups = [];
    const parts = segment.split(":");
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (part.includes(".")) {
        if (i !== parts.length - 1 || !isIPv4(part)) return null;
        const [a, b, c, d] = part.split(".").map(Number);
        groups.push(a << 8 | b, c << 8 | d);
        continue;
      }
      if (!/^[0-9a-f]{1,4}$/.test(part)) return null;
      groups.push(parseInt(part, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0]);
  if (head === null) return null;
  if (halves.length === 2) {
    const tail = toGroups(halves[1]);
    if (tail === null) return null;
    const fill = 8 - head.length - tail.length;
    if (fill < 0) return null;
    return [...head, ...new Array(fill).fill(0), ...tail];
  }
  return head.length === 8 ? head : null;
}
function isPrivateIPv6(ip) {
  const groups = parseIPv6(ip);
  if (groups === null) return true;
  const topZero = (count) => groups.slice(0, count).every((group) => group === 0);
  if (topZero(7) && (groups[7] === 0 || groups[7] === 1)) return true;
  if ((groups[0] & 65024) === 64512) return true;
  if ((groups[0] & 65472) === 65152) return true;
  if ((groups[0] & 65472) === 65216) return true;
  if ((groups[0] & 65280) === 65280) return true;
  if (groups[0] === 8193 && groups[1] === 3512) return true;
  if (groups[0] === 16383 && (groups[1] & 61440) === 0) return true;
  const embedsIPv4 = (
    // ::/96 — IPv4-compatible (deprecated)
    topZero(6) || // ::ffff:0:0/96 — IPv4-mapped (ffff in group 5)
    topZero(5) && groups[5] === 65535 || // ::ffff:0:0/96 — IPv4-translated form (ffff in group 4, group 5 zero)
    topZero(4) && groups[4] === 65535 && groups[5] === 0 || // 64:ff9b::/96 — NAT64 well-known prefix
    groups[0] === 100 && groups[1] === 65435 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0 || // 64:ff9b:1::/48 — NAT64 local-use prefix
    groups[0] === 100 && groups[1] === 65435 && groups[2] === 1
  );
  if (embedsIPv4) {
    const a = groups[6] >> 8 & 255;
    const b = groups[6] & 255;
    const c = groups[7] >> 8 & 255;
    const d = groups[7] & 255;
    return isPrivateIPv4(`${a}.${b}.${c}.${d}`);
  }
  return false;
}

// src/safe-node-fetch.ts
function createSafeLookup(lookup) {
  return ((hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error);
        return;
      }
      try {
        const [firstAddress] = addresses;
        if (firstAddress == null) {
          throw new Error(`Hostname ${hostname} did not resolve to an address`);
        }
        for (const { address, family } of addresses) {
          validateDownloadAddress({ address, family, hostname });
        }
        if (options.all === true) {
          callback(null, addresses);
        } else {
          callback(
            null,
            firstAddress.address,
            firstAddress.family
          );
        }
      } catch (error2) {
        callback(
          error2 instanceof Error ? error2 : new Error(String(error2))
        );
      }
    });
  });
}
var safeNodeFetchPromise;
function isNodeRuntime() {
  const runtimeProcess = globalThis.process;
  return runtimeProcess?.release?.name === "node" && runtimeProcess.versions?.bun == null && runtimeProcess.versions?.deno == null && runtimeProcess.title !== "workerd" && globalThis.EdgeRuntime == null;
}
async function getDefaultDownloadFetch() {
  if (!isNodeRuntime()) {
    return globalThis.fetch;
  }
  return safeNodeFetchPromise ??= Promise.resolve().then(createSafeNodeFetch);
}
function createSafeNodeFetch() {
  const module = loadBuiltinModule("node:module");
  const { lookup } = loadBuiltinModule("node:dns");
  const nodeRequire = module.createRequire(getCurrentModulePath());
  const { Agent, fetch } = nodeRequire("undici");
  const dispatcher = new Agent({
    connect: {
      lookup: createSafeLookup(lookup)
    }
  });
  return ((input, init) => fetch(
    input,
    {
      ...init,
      dispatcher
    }
  ));
}
function loadBuiltinModule(id) {
  const processWithBuiltins = globalThis.process;
  const builtinModule = processWithBuiltins?.getBuiltinModule?.(id);
  if (builtinModule == null) {
    throw new Error(`Node.js built-in module ${id} is unavailable`);
  }
  return builtinModule;
}
function getCurrentModulePath() {
  const originalPrepareStackTrace = Error.prepareStackTrace;
  try {
    Error.prepareStackTrace = (_error, callSites) => callSites;
    const error = new Error("Capture current module path");
    Error.captureStackTrace(error, getCurrentModulePath);
    const [caller] = error.stack;
    const fileName = caller?.getFileName();
    if (fileName == null) {
      throw new Error("Unable to determine the current module path");
    }
    return fileName;
  } finally {
    Error.prepareStackTrace = originalPrepareStackTrace;
  }
}

// src/sanitize-request-headers.ts
var BLOCKED_REQUEST_HEADERS = [
  // Hop-by-hop / transport (RFC 7230 §6.1)
  "connection",
  "keep-alive",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  // Host / virtual-host routing
  "host",
  // Proxy / origin spoofing
  "forwarded",
  "proxy-authorization",
  "via",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  // Cloud metadata (GCP, AWS IMDSv1/v2, Azure, Alibaba, DigitalOcean)
  "metadata",
  "metadata-flavor",
  "x-aws-ec2-metadata-token",
  "x-metadata-token",
  // Session / cookie
  "cookie",
  "set-cookie"
];
function sanitizeRequestHeaders(input) {
  const headers = new Headers(input);
  for (const name3 of BLOCKED_REQUEST_HEADERS) {
    headers.delete(name3);
  }
  return headers;
}

// src/fetch-with-validated-redirects.ts
var MAX_DOWNLOAD_REDIRECTS = 10;
var REDIRECT_STATUS_CODES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function getValidatedFetch(customFetch) {
  return customFetch == null || customFetch === globalThis.fetch ? await getDefaultDownloadFetch() : customFetch;
}
async function fetchWithValidatedEndpoint({
  url,
  init,
  fetch: customFetch,
  trustedOrigin,
  redirect = "error"
}) {
  const urlText = url.toString();
  const isTrusted = trustedOrigin !== void 0 && isSameOrigin(urlText, trustedOrigin);
  if (!isTrusted) {
    validateDownloadUrl(urlText);
  }
  const fetch = isTrusted && customFetch != null ? customFetch : isTrusted ? globalThis.fetch : await getValidatedFetch(customFetch);
  return await fetch(url, {
    ...init,
    redirect
  });
}
async function fetchWithValidatedRedirects({
  url,
  headers,
  abortSignal,
  maxRedirects = MAX_DOWNLOAD_REDIRECTS,
  fetch: customFetch,
  trustedOrigin
}) {
  let currentHeaders = headers === void 0 ? void 0 : sanitizeRequestHeaders(headers);
  const perHopInit = (redirect) => {
    const init = { signal: abortSignal, redirect };
    if (currentHeaders !== void 0) {
      init.headers = new Headers(currentHeaders);
    }
    return init;
  };
  let currentUrl = url;
  for (let redirectCount = 0; redirectCount <= maxRedirects; redirectCount++) {
    const isTrustedHop = trustedOrigin !== void 0 && isSameOrigin(currentUrl, trustedOrigin);
    if (!isTrustedHop) {
      validateDownloadUrl(currentUrl);
    }
    const fetch = isTrustedHop && customFetch != null ? customFetch : isTrustedHop ? globalThis.fetch : await getValidatedFetch(customFetch);
    const response = await fetch(currentUrl, perHopInit("manual"));
    if (response.type === "opaqueredirect") {
      if (!isBrowserRuntime()) {
        throw new DownloadError({
          url,
          message: `Redirect from ${currentUrl} could not be validated and was blocked`
        });
      }
      return await fetch(currentUrl, perHopInit("follow"));
    }
    const location = response.headers?.get("location");
    if (REDIRECT_STATUS_CODES.has(response.status) && location) {
      void cancelResponseBody(response);
      const nextUrl = new URL(location, currentUrl).toString();
      if (currentHeaders !== void 0 && !isSameOrigin(nextUrl, currentUrl)) {
        const userAgent = currentHeaders.get("user-agent");
        currentHeaders = new Headers(
          userAgent == null ? void 0 : { "user-agent": userAgent }
        );
      }
      currentUrl = nextUrl;
      continue;
    }
    return response;
  }
  throw new DownloadError({
    url,
    message: `Too many redirects (max ${maxRedirects})`
  });
}

// src/fetch-untrusted-url.ts
var SAFE_UNTRUSTED_FIRST_HOP_HEADERS = /* @__PURE__ */ new Set([
  "accept",
  "accept-language",
  "baggage",
  "cache-control",
  "idempotency-key",
  "if-match",
  "if-modified-since",
  "if-none-match",
  "if-range",
  "if-unmodified-since",
  "pragma",
  "range",
  "traceparent",
  "tracestate",
  "user-agent",
  "x-correlation-id",
  "x-request-id"
]);
async function fetchUntrustedUrl({
  headers,
  credentialedOrigin,
  untrustedFirstHopHeaders,
  ...options
}) {
  let firstHopHeaders;
  if (headers !== void 0) {
    firstHopHeaders = sanitizeRequestHeaders(headers);
    const origin = credentialedOrigin ?? options.trustedOrigin;
    if (origin === void 0 || !isSameOrigin(options.url, origin)) {
      const allowedHeaders = /* @__PURE__ */ new Set([
        ...SAFE_UNTRUSTED_FIRST_HOP_HEADERS,
        ...(untrustedFirstHopHeaders ?? []).map((name3) => name3.toLowerCase())
      ]);
      firstHopHeaders = new Headers(
        [...firstHopHeaders].filter(([name3]) => allowedHeaders.has(name3))
      );
    }
  }
  return fetchWithValidatedRedirects({
    ...options,
    headers: firstHopHeaders
  });
}

// src/read-response-with-size-limit.ts
var DEFAULT_MAX_DOWNLOAD_SIZE = 2 * 1024 * 1024 * 1024;
async function readResponseWithSizeLimit({
  response,
  url,
  maxBytes = DEFAULT_MAX_DOWNLOAD_SIZE
}) {
  const contentLength = response.headers.get("content-length");
  if (contentLength != null) {
    const length = parseInt(contentLength, 10);
    if (!isNaN(length) && length > maxBytes) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url,
        message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes (Content-Length: ${length}).`
      });
    }
  }
  const body = response.body;
  if (body == null) {
    return new Uint8Array(0);
  }
  const reader = body.getReader();
  const chunks = [];
  let totalBytes = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      totalBytes += value.length;
      if (totalBytes > maxBytes) {
        throw new DownloadError({
          url,
          message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes.`
        });
      }
      chunks.push(value);
    }
  } finally {
    try {
      await reader.cancel();
    } catch {
    } finally {
      reader.releaseLock();
    }
  }
  const result = new Uint8Array(totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

// src/download-blob.ts
async function downloadBlob(url, options) {
  try {
    const response = await fetchUntrustedUrl({
      url,
      abortSignal: options?.abortSignal
    });
    if (!response.ok) {
      await cancelResponseBody(response);
      throw new DownloadError({
        url,
        statusCode: response.status,
        statusText: response.statusText
      });
    }
    const data = await readResponseWithSizeLimit({
      response,
      url,
      maxBytes: options?.maxBytes ?? DEFAULT_MAX_DOWNLOAD_SIZE
    });
    const contentType = response.headers.get("content-type") ?? void 0;
    return new Blob([data], contentType ? { type: contentType } : void 0);
  } catch (error) {
    if (DownloadError.isInstance(error)) {
      throw error;
    }
    throw new DownloadError({ url, cause: error });
  }
}

// src/embedding-model-capabilities.ts
var EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL = /* @__PURE__ */ Symbol.for(
  "vercel.ai.embeddingModel.maxInputBytesPerCall"
);
var EMBEDDING_MODEL_PROVIDER_OPTIONS_TRANSFORMER = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for(
  "vercel.ai.embeddingModel.providerOptionsTransformer"
)));

// src/extract-lines.ts
function extractLines({
  text,
  startLine,
  endLine
}) {
  if (startLine == null && endLine == null) return text;
  const lineEnding = text.includes("\r\n") ? "\r\n" : text.includes("\n") ? "\n" : text.includes("\r") ? "\r" : "\n";
  const lines = text.split(lineEnding);
  const start = Math.max(1, startLine ?? 1) - 1;
  const end = Math.min(lines.length, endLine ?? lines.length);
  return lines.slice(start, end).join(lineEnding);
}

// src/filter-nullable.ts
function filterNullable(...values) {
  return values.filter((value) => value != null);
}

// src/generate-id.ts

var createIdGenerator = ({
  prefix,
  size = 16,
  alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  separator = "-"
} = {}) => {
  const generator = () => {
    const alphabetLength = alphabet.length;
    const chars = new Array(size);
    for (let i = 0; i < size; i++) {
      chars[i] = alphabet[Math.random() * alphabetLength | 0];
    }
    return chars.join("");
  };
  if (prefix == null) {
    return generator;
  }
  if (alphabet.includes(separator)) {
    throw new InvalidArgumentError({
      argument: "separator",
      message: `The separator "${separator}" must not be part of the alphabet "${alphabet}".`
    });
  }
  return () => `${prefix}${separator}${generator()}`;
};
var generateId = createIdGenerator();

// src/get-error-message.ts


// src/get-from-api.ts

var getOriginalFetch2 = () => globalThis.fetch;
var getFromApi = async ({
  url,
  headers = {},
  successfulResponseHandler,
  failedResponseHandler,
  abortSignal,
  fetch,
  validateUrl,
  credentialedOrigin,
  trustedOrigin
}) => {
  try {
    const requestFetch = fetch ?? getOriginalFetch2();
    const outgoingHeaders = credentialedOrigin !== void 0 && !isSameOrigin(url, credentialedOrigin) ? {} : headers;
    const requestHeaders = withUserAgentSuffix(
      outgoingHeaders,
      `ai-sdk-provider-utils/${VERSION}`,
      getRuntimeEnvironmentUserAgent()
    );
    const response = validateUrl ? await fetchWithValidatedRedirects({
      url,
      headers: requestHeaders,
      abortSignal,
      fetch,
      trustedOrigin
    }) : await requestFetch(url, {
      method: "GET",
      headers: requestHeaders,
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (isAbortError(error) || APICallError3.isInstance(error)) {
          throw error;
        }
        throw new APICallError3({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError3.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError3({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw handleFetchError({ error, url, requestBodyValues: {} });
  }
};

// src/inject-json-instruction.ts
var DEFAULT_SCHEMA_PREFIX = "JSON schema:";
var DEFAULT_SCHEMA_SUFFIX = "You MUST answer with a JSON object that matches the JSON schema above.";
var DEFAULT_GENERIC_SUFFIX = "You MUST answer with JSON.";
function injectJsonInstruction({
  prompt,
  schema,
  schemaPrefix = schema != null ? DEFAULT_SCHEMA_PREFIX : void 0,
  schemaSuffix = schema != null ? DEFAULT_SCHEMA_SUFFIX : DEFAULT_GENERIC_SUFFIX
}) {
  return [
    prompt != null && prompt.length > 0 ? prompt : void 0,
    prompt != null && prompt.length > 0 ? "" : void 0,
    // add a newline if prompt is not null
    schemaPrefix,
    schema != null ? JSON.stringify(schema) : void 0,
    schemaSuffix
  ].filter((line) => line != null).join("\n");
}
function injectJsonInstructionIntoMessages({
  messages,
  schema,
  schemaPrefix,
  schemaSuffix
}) {
  const systemMessage = messages[0]?.role === "system" ? { ...messages[0] } : { role: "system", content: "" };
  systemMessage.content = injectJsonInstruction({
    prompt: systemMessage.content,
    schema,
    schemaPrefix,
    schemaSuffix
  });
  return [
    systemMessage,
    ...messages[0]?.role === "system" ? messages.slice(1) : messages
  ];
}

// src/is-buffer.ts
function isBuffer(value) {
  return globalThis.Buffer?.isBuffer(value) ?? false;
}

// src/is-non-nullable.ts
function isNonNullable(value) {
  return value != null;
}

// src/is-provider-reference.ts
function isProviderReference(data) {
  return typeof data === "object" && data !== null && !(data instanceof Uint8Array) && !(data instanceof URL) && !(data instanceof ArrayBuffer) && !isBuffer(data) && !("type" in data);
}

// src/is-record.ts
function isRecord(value) {
  return value != null && typeof value === "object" && !Array.isArray(value);
}

// src/is-url-supported.ts
function isUrlSupported({
  mediaType,
  url,
  supportedUrls
}) {
  url = url.toLowerCase();
  mediaType = mediaType.toLowerCase();
  const isTopLevelOnly = !mediaType.includes("/");
  return Object.entries(supportedUrls).map(([key, value]) => {
    const mediaType2 = key.toLowerCase();
    return mediaType2 === "*" || mediaType2 === "*/*" ? { mediaTypePrefix: "", regexes: value } : { mediaTypePrefix: mediaType2.replace(/\*/, ""), regexes: value };
  }).filter(({ mediaTypePrefix }) => {
    if (mediaTypePrefix === "") {
      return true;
    }
    if (isTopLevelOnly) {
      return `${mediaType}/` === mediaTypePrefix;
    }
    return mediaTypePrefix.endsWith("/") ? mediaType.startsWith(mediaTypePrefix) : mediaType === mediaTypePrefix;
  }).flatMap(({ regexes }) => regexes).some((pattern) => testRegExpFromStart(pattern, url));
}
function testRegExpFromStart(pattern, value) {
  if (!pattern.global && !pattern.sticky) {
    return pattern.test(value);
  }
  const lastIndex = pattern.lastIndex;
  pattern.lastIndex = 0;
  try {
    return pattern.test(value);
  } finally {
    pattern.lastIndex = lastIndex;
  }
}

// src/load-api-key.ts

function loadApiKey({
  apiKey,
  environmentVariableName,
  apiKeyParameterName = "apiKey",
  description
}) {
  if (typeof apiKey === "string") {
    return apiKey;
  }
  if (apiKey != null) {
    throw new dist_LoadAPIKeyError({
      message: `${description} API key must be a string.`
    });
  }
  if (typeof process === "undefined") {
    throw new dist_LoadAPIKeyError({
      message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter. Environment variables are not supported in this environment.`
    });
  }
  apiKey = process.env[environmentVariableName];
  if (apiKey == null) {
    throw new dist_LoadAPIKeyError({
      message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter or the ${environmentVariableName} environment variable.`
    });
  }
  if (typeof apiKey !== "string") {
    throw new dist_LoadAPIKeyError({
      message: `${description} API key must be a string. The value of the ${environmentVariableName} environment variable is not a string.`
    });
  }
  return apiKey;
}

// src/load-optional-setting.ts
function loadOptionalSetting({
  settingValue,
  environmentVariableName
}) {
  if (typeof settingValue === "string") {
    return settingValue;
  }
  if (settingValue != null || typeof process === "undefined") {
    return void 0;
  }
  settingValue = process.env[environmentVariableName];
  if (settingValue == null || typeof settingValue !== "string") {
    return void 0;
  }
  return settingValue;
}

// src/load-setting.ts

function loadSetting({
  settingValue,
  environmentVariableName,
  settingName,
  description
}) {
  if (typeof settingValue === "string") {
    return settingValue;
  }
  if (settingValue != null) {
    throw new dist_LoadSettingError({
      message: `${description} setting must be a string.`
    });
  }
  if (typeof process === "undefined") {
    throw new dist_LoadSettingError({
      message: `${description} setting is missing. Pass it using the '${settingName}' parameter. Environment variables are not supported in this environment.`
    });
  }
  settingValue = process.env[environmentVariableName];
  if (settingValue == null) {
    throw new dist_LoadSettingError({
      message: `${description} setting is missing. Pass it using the '${settingName}' parameter or the ${environmentVariableName} environment variable.`
    });
  }
  if (typeof settingValue !== "string") {
    throw new dist_LoadSettingError({
      message: `${description} setting must be a string. The value of the ${environmentVariableName} environment variable is not a string.`
    });
  }
  return settingValue;
}

// src/map-reasoning-to-provider.ts
function isCustomReasoning(reasoning) {
  return reasoning !== void 0 && reasoning !== "provider-default";
}
function mapReasoningToProviderEffort({
  reasoning,
  effortMap,
  warnings
}) {
  const mapped = effortMap[reasoning];
  if (mapped == null) {
    warnings.push({
      type: "unsupported",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not supported by this model.`
    });
    return void 0;
  }
  if (mapped !== reasoning) {
    warnings.push({
      type: "compatibility",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not directly supported by this model. mapped to effort "${mapped}".`
    });
  }
  return mapped;
}
var DEFAULT_REASONING_BUDGET_PERCENTAGES = {
  minimal: 0.02,
  low: 0.1,
  medium: 0.3,
  high: 0.6,
  xhigh: 0.9
};
function mapReasoningToProviderBudget({
  reasoning,
  maxOutputTokens,
  maxReasoningBudget,
  minReasoningBudget = 1024,
  budgetPercentages = DEFAULT_REASONING_BUDGET_PERCENTAGES,
  warnings
}) {
  const pct = budgetPercentages[reasoning];
  if (pct == null) {
    warnings.push({
      type: "unsupported",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not supported by this model.`
    });
    return void 0;
  }
  return Math.min(
    maxReasoningBudget,
    Math.max(minReasoningBudget, Math.round(maxOutputTokens * pct))
  );
}

// src/media-type-to-extension.ts
function mediaTypeToExtension(mediaType) {
  const [_type, subtype = ""] = mediaType.toLowerCase().split("/");
  return {
    mpeg: "mp3",
    "x-wav": "wav",
    opus: "ogg",
    mp4: "m4a",
    "x-m4a": "m4a"
  }[subtype] ?? subtype;
}

// src/normalize-batch-request-counts.ts
function normalizeBatchRequestCounts({
  total,
  pending,
  completed,
  failed
}) {
  if (isNonNegativeSafeInteger(total) && isNonNegativeSafeInteger(pending) && isNonNegativeSafeInteger(completed) && isNonNegativeSafeInteger(failed) && pending + completed + failed === total) {
    return {
      total,
      pending,
      completed,
      failed
    };
  }
}
function isNonNegativeSafeInteger(value) {
  return value != null && Number.isSafeInteger(value) && value >= 0;
}

// src/parse-json.ts


// src/secure-json-parse.ts
var suspectProtoRx = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
var suspectConstructorRx = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;
function _parse(text) {
  const obj = JSON.parse(text);
  if (obj === null || typeof obj !== "object") {
    return obj;
  }
  if (suspectProtoRx.test(text) === false && suspectConstructorRx.test(text) === false) {
    return obj;
  }
  return filter(obj);
}
function filter(obj) {
  let next = [obj];
  while (next.length) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (Object.prototype.hasOwnProperty.call(node, "__proto__")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      if (Object.prototype.hasOwnProperty.call(node, "constructor") && node.constructor !== null && typeof node.constructor === "object" && Object.prototype.hasOwnProperty.call(node.constructor, "prototype")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      for (const key in node) {
        const value = node[key];
        if (value && typeof value === "object") {
          next.push(value);
        }
      }
    }
  }
  return obj;
}
function secureJsonParse(text) {
  const { stackTraceLimit } = Error;
  try {
    Error.stackTraceLimit = 0;
  } catch {
    return _parse(text);
  }
  try {
    return _parse(text);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

// src/validate-types.ts


// src/schema.ts




// src/add-additional-properties-to-json-schema.ts
function addAdditionalPropertiesToJsonSchema(jsonSchema2) {
  if (jsonSchema2.type === "object" || Array.isArray(jsonSchema2.type) && jsonSchema2.type.includes("object")) {
    const { additionalProperties } = jsonSchema2;
    jsonSchema2.additionalProperties = additionalProperties != null && typeof additionalProperties !== "boolean" ? visit(additionalProperties) : false;
    const { properties } = jsonSchema2;
    if (properties != null) {
      for (const key of Object.keys(properties)) {
        properties[key] = visit(properties[key]);
      }
    }
  }
  if (jsonSchema2.items != null) {
    jsonSchema2.items = Array.isArray(jsonSchema2.items) ? jsonSchema2.items.map(visit) : visit(jsonSchema2.items);
  }
  if (jsonSchema2.anyOf != null) {
    jsonSchema2.anyOf = jsonSchema2.anyOf.map(visit);
  }
  if (jsonSchema2.allOf != null) {
    jsonSchema2.allOf = jsonSchema2.allOf.map(visit);
  }
  if (jsonSchema2.oneOf != null) {
    jsonSchema2.oneOf = jsonSchema2.oneOf.map(visit);
  }
  const { definitions } = jsonSchema2;
  if (definitions != null) {
    for (const key of Object.keys(definitions)) {
      definitions[key] = visit(definitions[key]);
    }
  }
  return jsonSchema2;
}
function visit(def) {
  if (typeof def === "boolean") return def;
  return addAdditionalPropertiesToJsonSchema(def);
}

// src/to-json-schema/zod3-to-json-schema/options.ts
var ignoreOverride = /* @__PURE__ */ Symbol(
  "Let zodToJsonSchema decide on which parser to use"
);
var defaultOptions = {
  name: void 0,
  $refStrategy: "root",
  basePath: ["#"],
  effectStrategy: "input",
  pipeStrategy: "all",
  dateStrategy: "format:date-time",
  mapStrategy: "entries",
  removeAdditionalStrategy: "passthrough",
  allowedAdditionalProperties: true,
  rejectedAdditionalProperties: false,
  definitionPath: "definitions",
  strictUnions: false,
  definitions: {},
  errorMessages: false,
  patternStrategy: "escape",
  applyRegexFlags: false,
  emailStrategy: "format:email",
  base64Strategy: "contentEncoding:base64",
  nameStrategy: "ref"
};
var getDefaultOptions = (options) => typeof options === "string" ? {
  ...defaultOptions,
  name: options
} : {
  ...defaultOptions,
  ...options
};

// src/to-json-schema/zod3-to-json-schema/parsers/any.ts
function parseAnyDef() {
  return {};
}

// src/to-json-schema/zod3-to-json-schema/parsers/array.ts
function parseArrayDef(def, refs) {
  const res = {
    type: "array"
  };
  if (def.type?._def && def.type?._def?.typeName !== "ZodAny") {
    res.items = parseDef(def.type._def, {
      ...refs,
      currentPath: [...refs.currentPath, "items"]
    });
  }
  if (def.minLength) {
    res.minItems = def.minLength.value;
  }
  if (def.maxLength) {
    res.maxItems = def.maxLength.value;
  }
  if (def.exactLength) {
    res.minItems = def.exactLength.value;
    res.maxItems = def.exactLength.value;
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/bigint.ts
function parseBigintDef(def) {
  const res = {
    type: "integer",
    format: "int64"
  };
  if (!def.checks) return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        if (check.inclusive) {
          res.minimum = check.value;
        } else {
          res.exclusiveMinimum = check.value;
        }
        break;
      case "max":
        if (check.inclusive) {
          res.maximum = check.value;
        } else {
          res.exclusiveMaximum = check.value;
        }
        break;
      case "multipleOf":
        res.multipleOf = check.value;
        break;
    }
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/boolean.ts
function parseBooleanDef() {
  return { type: "boolean" };
}

// src/to-json-schema/zod3-to-json-schema/parsers/branded.ts
function parseBrandedDef(_def, refs) {
  return parseDef(_def.type._def, refs);
}

// src/to-json-schema/zod3-to-json-schema/parsers/catch.ts
var parseCatchDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};

// src/to-json-schema/zod3-to-json-schema/parsers/date.ts
function parseDateDef(def, refs, overrideDateStrategy) {
  const strategy = overrideDateStrategy ?? refs.dateStrategy;
  if (Array.isArray(strategy)) {
    return {
      anyOf: strategy.map((item) => parseDateDef(def, refs, item))
    };
  }
  switch (strategy) {
    case "string":
    case "format:date-time":
      return {
        type: "string",
        format: "date-time"
      };
    case "format:date":
      return {
        type: "string",
        format: "date"
      };
    case "integer":
      return integerDateParser(def);
  }
}
var integerDateParser = (def) => {
  const res = {
    type: "integer",
    format: "unix-time"
  };
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        res.minimum = check.value;
        break;
      case "max":
        res.maximum = check.value;
        break;
    }
  }
  return res;
};

// src/to-json-schema/zod3-to-json-schema/parsers/default.ts
function parseDefaultDef(_def, refs) {
  return {
    ...parseDef(_def.innerType._def, refs),
    default: _def.defaultValue()
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/effects.ts
function parseEffectsDef(_def, refs) {
  return refs.effectStrategy === "input" ? parseDef(_def.schema._def, refs) : parseAnyDef();
}

// src/to-json-schema/zod3-to-json-schema/parsers/enum.ts
function parseEnumDef(def) {
  return {
    type: "string",
    enum: Array.from(def.values)
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/intersection.ts
var isJsonSchema7AllOfType = (type) => {
  if ("type" in type && type.type === "string") return false;
  return "allOf" in type;
};
function parseIntersectionDef(def, refs) {
  const allOf = [
    parseDef(def.left._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "0"]
    }),
    parseDef(def.right._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "1"]
    })
  ].filter((x) => !!x);
  const mergedAllOf = [];
  allOf.forEach((schema) => {
    if (isJsonSchema7AllOfType(schema)) {
      mergedAllOf.push(...schema.allOf);
    } else {
      let nestedSchema = schema;
      if ("additionalProperties" in schema && schema.additionalProperties === false) {
        const { additionalProperties: _additionalProperties, ...rest } = schema;
        nestedSchema = rest;
      }
      mergedAllOf.push(nestedSchema);
    }
  });
  return mergedAllOf.length ? { allOf: mergedAllOf } : void 0;
}

// src/to-json-schema/zod3-to-json-schema/parsers/literal.ts
function parseLiteralDef(def) {
  const parsedType = typeof def.value;
  if (parsedType !== "bigint" && parsedType !== "number" && parsedType !== "boolean" && parsedType !== "string") {
    return {
      type: Array.isArray(def.value) ? "array" : "object"
    };
  }
  return {
    type: parsedType === "bigint" ? "integer" : parsedType,
    const: def.value
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/string.ts
var emojiRegex = void 0;
var zodPatterns = {
  /**
   * `c` was changed to `[cC]` to replicate /i flag
   */
  cuid: /^[cC][^\s-]{8,}$/,
  cuid2: /^[0-9a-z]+$/,
  ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/,
  /**
   * `a-z` was added to replicate /i flag
   */
  email: /^(?!\.)(?!.*\.\.)([a-zA-Z0-9_'+\-.]*)[a-zA-Z0-9_+-]@([a-zA-Z0-9][a-zA-Z0-9-]*\.)+[a-zA-Z]{2,}$/,
  /**
   * Constructed a valid Unicode RegExp
   *
   * Lazily instantiate since this type of regex isn't supported
   * in all envs (e.g. React Native).
   *
   * See:
   * https://github.com/colinhacks/zod/issues/2433
   * Fix in Zod:
   * https://github.com/colinhacks/zod/commit/9340fd51e48576a75adc919bff65dbc4a5d4c99b
   */
  emoji: () => {
    if (emojiRegex === void 0) {
      emojiRegex = RegExp(
        "^(\\p{Extended_Pictographic}|\\p{Emoji_Component})+$",
        "u"
      );
    }
    return emojiRegex;
  },
  /**
   * Unused
   */
  uuid: /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/,
  /**
   * Unused
   */
  ipv4: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  ipv4Cidr: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/(3[0-2]|[12]?[0-9])$/,
  /**
   * Unused
   */
  ipv6: /^(([a-f0-9]{1,4}:){7}|::([a-f0-9]{1,4}:){0,6}|([a-f0-9]{1,4}:){1}:([a-f0-9]{1,4}:){0,5}|([a-f0-9]{1,4}:){2}:([a-f0-9]{1,4}:){0,4}|([a-f0-9]{1,4}:){3}:([a-f0-9]{1,4}:){0,3}|([a-f0-9]{1,4}:){4}:([a-f0-9]{1,4}:){0,2}|([a-f0-9]{1,4}:){5}:([a-f0-9]{1,4}:){0,1})([a-f0-9]{1,4}|(((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2}))\.){3}((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2})))$/,
  ipv6Cidr: /^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  base64: /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/,
  base64url: /^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$/,
  nanoid: /^[a-zA-Z0-9_-]{21}$/,
  jwt: /^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$/
};
function parseStringDef(def, refs) {
  const res = {
    type: "string"
  };
  if (def.checks) {
    for (const check of def.checks) {
      switch (check.kind) {
        case "min":
          res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
          break;
        case "max":
          res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
          break;
        case "email":
          switch (refs.emailStrategy) {
            case "format:email":
              addFormat(res, "email", check.message, refs);
              break;
            case "format:idn-email":
              addFormat(res, "idn-email", check.message, refs);
              break;
            case "pattern:zod":
              addPattern(res, zodPatterns.email, check.message, refs);
              break;
          }
          break;
        case "url":
          addFormat(res, "uri", check.message, refs);
          break;
        case "uuid":
          addFormat(res, "uuid", check.message, refs);
          break;
        case "regex":
          addPattern(res, check.regex, check.message, refs);
          break;
        case "cuid":
          addPattern(res, zodPatterns.cuid, check.message, refs);
          break;
        case "cuid2":
          addPattern(res, zodPatterns.cuid2, check.message, refs);
          break;
        case "startsWith":
          addPattern(
            res,
            RegExp(`^${escapeLiteralCheckValue(check.value, refs)}`),
            check.message,
            refs
          );
          break;
        case "endsWith":
          addPattern(
            res,
            RegExp(`${escapeLiteralCheckValue(check.value, refs)}$`),
            check.message,
            refs
          );
          break;
        case "datetime":
          addFormat(res, "date-time", check.message, refs);
          break;
        case "date":
          addFormat(res, "date", check.message, refs);
          break;
        case "time":
          addFormat(res, "time", check.message, refs);
          break;
        case "duration":
          addFormat(res, "duration", check.message, refs);
          break;
        case "length":
          res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
          res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
          break;
        case "includes": {
          addPattern(
            res,
            RegExp(escapeLiteralCheckValue(check.value, refs)),
            check.message,
            refs
          );
          break;
        }
        case "ip": {
          if (check.version !== "v6") {
            addFormat(res, "ipv4", check.message, refs);
          }
          if (check.version !== "v4") {
            addFormat(res, "ipv6", check.message, refs);
          }
          break;
        }
        case "base64url":
          addPattern(res, zodPatterns.base64url, check.message, refs);
          break;
        case "jwt":
          addPattern(res, zodPatterns.jwt, check.message, refs);
          break;
        case "cidr": {
          if (check.version !== "v6") {
            addPattern(res, zodPatterns.ipv4Cidr, check.message, refs);
          }
          if (check.version !== "v4") {
            addPattern(res, zodPatterns.ipv6Cidr, check.message, refs);
          }
          break;
        }
        case "emoji":
          addPattern(res, zodPatterns.emoji(), check.message, refs);
          break;
        case "ulid": {
          addPattern(res, zodPatterns.ulid, check.message, refs);
          break;
        }
        case "base64": {
          switch (refs.base64Strategy) {
            case "format:binary": {
              addFormat(res, "binary", check.message, refs);
              break;
            }
            case "contentEncoding:base64": {
              res.contentEncoding = "base64";
              break;
            }
            case "pattern:zod": {
              addPattern(res, zodPatterns.base64, check.message, refs);
              break;
            }
          }
          break;
        }
        case "nanoid": {
          addPattern(res, zodPatterns.nanoid, check.message, refs);
        }
        case "toLowerCase":
        case "toUpperCase":
        case "trim":
          break;
        default:
          /* @__PURE__ */ ((_) => {
          })(check);
      }
    }
  }
  return res;
}
function escapeLiteralCheckValue(literal, refs) {
  return refs.patternStrategy === "escape" ? escapeNonAlphaNumeric(literal) : literal;
}
var ALPHA_NUMERIC = new Set(
  "ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789"
);
function escapeNonAlphaNumeric(source) {
  let result = "";
  for (let i = 0; i < source.length; i++) {
    if (!ALPHA_NUMERIC.has(source[i])) {
      result += "\\";
    }
    result += source[i];
  }
  return result;
}
function addFormat(schema, value, message, refs) {
  if (schema.format || schema.anyOf?.some((x) => x.format)) {
    if (!schema.anyOf) {
      schema.anyOf = [];
    }
    if (schema.format) {
      schema.anyOf.push({
        format: schema.format
      });
      delete schema.format;
    }
    schema.anyOf.push({
      format: value,
      ...message && refs.errorMessages && { errorMessage: { format: message } }
    });
  } else {
    schema.format = value;
  }
}
function addPattern(schema, regex, message, refs) {
  if (schema.pattern || schema.allOf?.some((x) => x.pattern)) {
    if (!schema.allOf) {
      schema.allOf = [];
    }
    if (schema.pattern) {
      schema.allOf.push({
        pattern: schema.pattern
      });
      delete schema.pattern;
    }
    schema.allOf.push({
      pattern: stringifyRegExpWithFlags(regex, refs),
      ...message && refs.errorMessages && { errorMessage: { pattern: message } }
    });
  } else {
    schema.pattern = stringifyRegExpWithFlags(regex, refs);
  }
}
function stringifyRegExpWithFlags(regex, refs) {
  if (!refs.applyRegexFlags || !regex.flags) {
    return regex.source;
  }
  const flags = {
    i: regex.flags.includes("i"),
    // Case-insensitive
    m: regex.flags.includes("m"),
    // `^` and `$` matches adjacent to newline characters
    s: regex.flags.includes("s")
    // `.` matches newlines
  };
  const source = flags.i ? regex.source.toLowerCase() : regex.source;
  let pattern = "";
  let isEscaped = false;
  let inCharGroup = false;
  let inCharRange = false;
  for (let i = 0; i < source.length; i++) {
    if (isEscaped) {
      pattern += source[i];
      isEscaped = false;
      continue;
    }
    if (flags.i) {
      if (inCharGroup) {
        if (source[i].match(/[a-z]/)) {
          if (inCharRange) {
            pattern += source[i];
            pattern += `${source[i - 2]}-${source[i]}`.toUpperCase();
            inCharRange = false;
          } else if (source[i + 1] === "-" && source[i + 2]?.match(/[a-z]/)) {
            pattern += source[i];
            inCharRange = true;
          } else {
            pattern += `${source[i]}${source[i].toUpperCase()}`;
          }
          continue;
        }
      } else if (source[i].match(/[a-z]/)) {
        pattern += `[${source[i]}${source[i].toUpperCase()}]`;
        continue;
      }
    }
    if (flags.m) {
      if (source[i] === "^") {
        pattern += `(^|(?<=[\r
]))`;
        continue;
      } else if (source[i] === "$") {
        pattern += `($|(?=[\r
]))`;
        continue;
      }
    }
    if (flags.s && source[i] === ".") {
      pattern += inCharGroup ? `${source[i]}\r
` : `[${source[i]}\r
]`;
      continue;
    }
    pattern += source[i];
    if (source[i] === "\\") {
      isEscaped = true;
    } else if (inCharGroup && source[i] === "]") {
      inCharGroup = false;
    } else if (!inCharGroup && source[i] === "[") {
      inCharGroup = true;
    }
  }
  try {
    new RegExp(pattern);
  } catch {
    console.warn(
      `Could not convert regex pattern at ${refs.currentPath.join(
        "/"
      )} to a flag-independent form! Falling back to the flag-ignorant source`
    );
    return regex.source;
  }
  return pattern;
}

// src/to-json-schema/zod3-to-json-schema/parsers/record.ts
function parseRecordDef(def, refs) {
  const schema = {
    type: "object",
    additionalProperties: parseDef(def.valueType._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    }) ?? refs.allowedAdditionalProperties
  };
  if (def.keyType?._def.typeName === "ZodString" && def.keyType._def.checks?.length) {
    const { type: _type, ...keyType } = parseStringDef(def.keyType._def, refs);
    return {
      ...schema,
      propertyNames: keyType
    };
  } else if (def.keyType?._def.typeName === "ZodEnum") {
    return {
      ...schema,
      propertyNames: {
        enum: def.keyType._def.values
      }
    };
  } else if (def.keyType?._def.typeName === "ZodBranded" && def.keyType._def.type._def.typeName === "ZodString" && def.keyType._def.type._def.checks?.length) {
    const { type: _type, ...keyType } = parseBrandedDef(
      def.keyType._def,
      refs
    );
    return {
      ...schema,
      propertyNames: keyType
    };
  }
  return schema;
}

// src/to-json-schema/zod3-to-json-schema/parsers/map.ts
function parseMapDef(def, refs) {
  if (refs.mapStrategy === "record") {
    return parseRecordDef(def, refs);
  }
  const keys = parseDef(def.keyType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "0"]
  }) || parseAnyDef();
  const values = parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "1"]
  }) || parseAnyDef();
  return {
    type: "array",
    maxItems: 125,
    items: {
      type: "array",
      items: [keys, values],
      minItems: 2,
      maxItems: 2
    }
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/native-enum.ts
function parseNativeEnumDef(def) {
  const object = def.values;
  const actualKeys = Object.keys(def.values).filter((key) => {
    return typeof object[object[key]] !== "number";
  });
  const actualValues = actualKeys.map((key) => object[key]);
  const parsedTypes = Array.from(
    new Set(actualValues.map((values) => typeof values))
  );
  return {
    type: parsedTypes.length === 1 ? parsedTypes[0] === "string" ? "string" : "number" : ["string", "number"],
    enum: actualValues
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/never.ts
function parseNeverDef() {
  return { not: parseAnyDef() };
}

// src/to-json-schema/zod3-to-json-schema/parsers/null.ts
function parseNullDef() {
  return {
    type: "null"
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/union.ts
var primitiveMappings = {
  ZodString: "string",
  ZodNumber: "number",
  ZodBigInt: "integer",
  ZodBoolean: "boolean",
  ZodNull: "null"
};
function parseUnionDef(def, refs) {
  const options = def.options instanceof Map ? Array.from(def.options.values()) : def.options;
  if (options.every(
    (x) => x._def.typeName in primitiveMappings && (!x._def.checks || !x._def.checks.length)
  )) {
    const types = options.reduce((types2, x) => {
      const type = primitiveMappings[x._def.typeName];
      return type && !types2.includes(type) ? [...types2, type] : types2;
    }, []);
    return {
      type: types.length > 1 ? types : types[0]
    };
  } else if (options.every((x) => x._def.typeName === "ZodLiteral" && !x.description)) {
    const types = options.reduce(
      (acc, x) => {
        const type = typeof x._def.value;
        switch (type) {
          case "string":
          case "number":
          case "boolean":
            return [...acc, type];
          case "bigint":
            return [...acc, "integer"];
          case "object":
            if (x._def.value === null) return [...acc, "null"];
          case "symbol":
          case "undefined":
          case "function":
          default:
            return acc;
        }
      },
      []
    );
    if (types.length === options.length) {
      const uniqueTypes = types.filter((x, i, a) => a.indexOf(x) === i);
      return {
        type: uniqueTypes.length > 1 ? uniqueTypes : uniqueTypes[0],
        enum: options.reduce(
          (acc, x) => {
            return acc.includes(x._def.value) ? acc : [...acc, x._def.value];
          },
          []
        )
      };
    }
  } else if (options.every((x) => x._def.typeName === "ZodEnum")) {
    return {
      type: "string",
      enum: options.reduce(
        (acc, x) => [
          ...acc,
          ...x._def.values.filter((x2) => !acc.includes(x2))
        ],
        []
      )
    };
  }
  return asAnyOf(def, refs);
}
var asAnyOf = (def, refs) => {
  const anyOf = (def.options instanceof Map ? Array.from(def.options.values()) : def.options).map(
    (x, i) => parseDef(x._def, {
      ...refs,
      currentPath: [...refs.currentPath, "anyOf", `${i}`]
    })
  ).filter(
    (x) => !!x && (!refs.strictUnions || typeof x === "object" && Object.keys(x).length > 0)
  );
  return anyOf.length ? { anyOf } : void 0;
};

// src/to-json-schema/zod3-to-json-schema/parsers/nullable.ts
function parseNullableDef(def, refs) {
  if (["ZodString", "ZodNumber", "ZodBigInt", "ZodBoolean", "ZodNull"].includes(
    def.innerType._def.typeName
  ) && (!def.innerType._def.checks || !def.innerType._def.checks.length)) {
    return {
      type: [
        primitiveMappings[def.innerType._def.typeName],
        "null"
      ]
    };
  }
  const base = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "0"]
  });
  return base && { anyOf: [base, { type: "null" }] };
}

// src/to-json-schema/zod3-to-json-schema/parsers/number.ts
function parseNumberDef(def) {
  const res = {
    type: "number"
  };
  if (!def.checks) return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "int":
        res.type = "integer";
        break;
      case "min":
        if (check.inclusive) {
          res.minimum = check.value;
        } else {
          res.exclusiveMinimum = check.value;
        }
        break;
      case "max":
        if (check.inclusive) {
          res.maximum = check.value;
        } else {
          res.exclusiveMaximum = check.value;
        }
        break;
      case "multipleOf":
        res.multipleOf = check.value;
        break;
    }
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/object.ts
function parseObjectDef(def, refs) {
  const result = {
    type: "object",
    properties: {}
  };
  const required = [];
  const shape = def.shape();
  for (const propName in shape) {
    let propDef = shape[propName];
    if (propDef === void 0 || propDef._def === void 0) {
      continue;
    }
    const propOptional = safeIsOptional(propDef);
    const parsedDef = parseDef(propDef._def, {
      ...refs,
      currentPath: [...refs.currentPath, "properties", propName],
      propertyPath: [...refs.currentPath, "properties", propName]
    });
    if (parsedDef === void 0) {
      continue;
    }
    result.properties[propName] = parsedDef;
    if (!propOptional) {
      required.push(propName);
    }
  }
  if (required.length) {
    result.required = required;
  }
  const additionalProperties = decideAdditionalProperties(def, refs);
  if (additionalProperties !== void 0) {
    result.additionalProperties = additionalProperties;
  }
  return result;
}
function decideAdditionalProperties(def, refs) {
  if (def.catchall._def.typeName !== "ZodNever") {
    return parseDef(def.catchall._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    });
  }
  switch (def.unknownKeys) {
    case "passthrough":
      return refs.allowedAdditionalProperties;
    case "strict":
      return refs.rejectedAdditionalProperties;
    case "strip":
      return refs.removeAdditionalStrategy === "strict" ? refs.allowedAdditionalProperties : refs.rejectedAdditionalProperties;
  }
}
function safeIsOptional(schema) {
  try {
    return schema.isOptional();
  } catch {
    return true;
  }
}

// src/to-json-schema/zod3-to-json-schema/parsers/optional.ts
var parseOptionalDef = (def, refs) => {
  if (refs.currentPath.toString() === refs.propertyPath?.toString()) {
    return parseDef(def.innerType._def, refs);
  }
  const innerSchema = parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "1"]
  });
  return innerSchema ? { anyOf: [{ not: parseAnyDef() }, innerSchema] } : parseAnyDef();
};

// src/to-json-schema/zod3-to-json-schema/parsers/pipeline.ts
var parsePipelineDef = (def, refs) => {
  if (refs.pipeStrategy === "input") {
    return parseDef(def.in._def, refs);
  } else if (refs.pipeStrategy === "output") {
    return parseDef(def.out._def, refs);
  }
  const inputSchema = parseDef(def.in._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", "0"]
  });
  const outputSchema = parseDef(def.out._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", inputSchema ? "1" : "0"]
  });
  return {
    allOf: [inputSchema, outputSchema].filter(
      (schema) => schema !== void 0
    )
  };
};

// src/to-json-schema/zod3-to-json-schema/parsers/promise.ts
function parsePromiseDef(def, refs) {
  return parseDef(def.type._def, refs);
}

// src/to-json-schema/zod3-to-json-schema/parsers/set.ts
function parseSetDef(def, refs) {
  const items = parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items"]
  });
  const schema = {
    type: "array",
    uniqueItems: true,
    items
  };
  if (def.minSize) {
    schema.minItems = def.minSize.value;
  }
  if (def.maxSize) {
    schema.maxItems = def.maxSize.value;
  }
  return schema;
}

// src/to-json-schema/zod3-to-json-schema/parsers/tuple.ts
function parseTupleDef(def, refs) {
  if (def.rest) {
    return {
      type: "array",
      minItems: def.items.length,
      items: def.items.map(
        (x, i) => parseDef(x._def, {
          ...refs,
          currentPath: [...refs.currentPath, "items", `${i}`]
        })
      ).reduce(
        (acc, x) => x === void 0 ? acc : [...acc, x],
        []
      ),
      additionalItems: parseDef(def.rest._def, {
        ...refs,
        currentPath: [...refs.currentPath, "additionalItems"]
      })
    };
  } else {
    return {
      type: "array",
      minItems: def.items.length,
      maxItems: def.items.length,
      items: def.items.map(
        (x, i) => parseDef(x._def, {
          ...refs,
          currentPath: [...refs.currentPath, "items", `${i}`]
        })
      ).reduce(
        (acc, x) => x === void 0 ? acc : [...acc, x],
        []
      )
    };
  }
}

// src/to-json-schema/zod3-to-json-schema/parsers/undefined.ts
function parseUndefinedDef() {
  return {
    not: parseAnyDef()
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/unknown.ts
function parseUnknownDef() {
  return parseAnyDef();
}

// src/to-json-schema/zod3-to-json-schema/parsers/readonly.ts
var parseReadonlyDef = (def, refs) => {
  return parseDef(def.innerType._def, refs);
};

// src/to-json-schema/zod3-to-json-schema/select-parser.ts
var selectParser = (def, typeName, refs) => {
  switch (typeName) {
    case "ZodString":
      return parseStringDef(def, refs);
    case "ZodNumber":
      return parseNumberDef(def);
    case "ZodObject":
      return parseObjectDef(def, refs);
    case "ZodBigInt":
      return parseBigintDef(def);
    case "ZodBoolean":
      return parseBooleanDef();
    case "ZodDate":
      return parseDateDef(def, refs);
    case "ZodUndefined":
      return parseUndefinedDef();
    case "ZodNull":
      return parseNullDef();
    case "ZodArray":
      return parseArrayDef(def, refs);
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return parseUnionDef(def, refs);
    case "ZodIntersection":
      return parseIntersectionDef(def, refs);
    case "ZodTuple":
      return parseTupleDef(def, refs);
    case "ZodRecord":
      return parseRecordDef(def, refs);
    case "ZodLiteral":
      return parseLiteralDef(def);
    case "ZodEnum":
      return parseEnumDef(def);
    case "ZodNativeEnum":
      return parseNativeEnumDef(def);
    case "ZodNullable":
      return parseNullableDef(def, refs);
    case "ZodOptional":
      return parseOptionalDef(def, refs);
    case "ZodMap":
      return parseMapDef(def, refs);
    case "ZodSet":
      return parseSetDef(def, refs);
    case "ZodLazy":
      return () => def.getter()._def;
    case "ZodPromise":
      return parsePromiseDef(def, refs);
    case "ZodNaN":
    case "ZodNever":
      return parseNeverDef();
    case "ZodEffects":
      return parseEffectsDef(def, refs);
    case "ZodAny":
      return parseAnyDef();
    case "ZodUnknown":
      return parseUnknownDef();
    case "ZodDefault":
      return parseDefaultDef(def, refs);
    case "ZodBranded":
      return parseBrandedDef(def, refs);
    case "ZodReadonly":
      return parseReadonlyDef(def, refs);
    case "ZodCatch":
      return parseCatchDef(def, refs);
    case "ZodPipeline":
      return parsePipelineDef(def, refs);
    case "ZodFunction":
    case "ZodVoid":
    case "ZodSymbol":
      return void 0;
    default:
      return /* @__PURE__ */ ((_) => void 0)(typeName);
  }
};

// src/to-json-schema/zod3-to-json-schema/get-relative-path.ts
var getRelativePath = (pathA, pathB) => {
  let i = 0;
  for (; i < pathA.length && i < pathB.length; i++) {
    if (pathA[i] !== pathB[i]) break;
  }
  return [(pathA.length - i).toString(), ...pathB.slice(i)].join("/");
};

// src/to-json-schema/zod3-to-json-schema/parse-def.ts
function parseDef(def, refs, forceResolution = false) {
  const seenItem = refs.seen.get(def);
  if (refs.override) {
    const overrideResult = refs.override?.(
      def,
      refs,
      seenItem,
      forceResolution
    );
    if (overrideResult !== ignoreOverride) {
      return overrideResult;
    }
  }
  if (seenItem && !forceResolution) {
    const seenSchema = get$ref(seenItem, refs);
    if (seenSchema !== void 0) {
      return seenSchema;
    }
  }
  const newItem = { def, path: refs.currentPath, jsonSchema: void 0 };
  refs.seen.set(def, newItem);
  const jsonSchemaOrGetter = selectParser(def, def.typeName, refs);
  const jsonSchema2 = typeof jsonSchemaOrGetter === "function" ? parseDef(jsonSchemaOrGetter(), refs) : jsonSchemaOrGetter;
  if (jsonSchema2) {
    addMeta(def, refs, jsonSchema2);
  }
  if (refs.postProcess) {
    const postProcessResult = refs.postProcess(jsonSchema2, def, refs);
    newItem.jsonSchema = jsonSchema2;
    return postProcessResult;
  }
  newItem.jsonSchema = jsonSchema2;
  return jsonSchema2;
}
var get$ref = (item, refs) => {
  switch (refs.$refStrategy) {
    case "root":
      return { $ref: item.path.join("/") };
    case "relative":
      return { $ref: getRelativePath(refs.currentPath, item.path) };
    case "none":
    case "seen": {
      if (item.path.length < refs.currentPath.length && item.path.every((value, index) => refs.currentPath[index] === value)) {
        console.warn(
          `Recursive reference detected at ${refs.currentPath.join(
            "/"
          )}! Defaulting to any`
        );
        return parseAnyDef();
      }
      return refs.$refStrategy === "seen" ? parseAnyDef() : void 0;
    }
  }
};
var addMeta = (def, refs, jsonSchema2) => {
  if (def.description) {
    jsonSchema2.description = def.description;
  }
  return jsonSchema2;
};

// src/to-json-schema/zod3-to-json-schema/refs.ts
var getRefs = (options) => {
  const _options = getDefaultOptions(options);
  const currentPath = _options.name !== void 0 ? [..._options.basePath, _options.definitionPath, _options.name] : _options.basePath;
  return {
    ..._options,
    currentPath,
    propertyPath: void 0,
    seen: new Map(
      Object.entries(_options.definitions).map(([name3, def]) => [
        def._def,
        {
          def: def._def,
          path: [..._options.basePath, _options.definitionPath, name3],
          // Resolution of references will be forced even though seen, so it's ok that the schema is undefined here for now.
          jsonSchema: void 0
        }
      ])
    )
  };
};

// src/to-json-schema/zod3-to-json-schema/zod3-to-json-schema.ts
var zod3ToJsonSchema = (schema, options) => {
  const refs = getRefs(options);
  let definitions = typeof options === "object" && options.definitions ? Object.entries(options.definitions).reduce(
    (acc, [name4, schema2]) => ({
      ...acc,
      [name4]: parseDef(
        schema2._def,
        {
          ...refs,
          currentPath: [...refs.basePath, refs.definitionPath, name4]
        },
        true
      ) ?? parseAnyDef()
    }),
    {}
  ) : void 0;
  const name3 = typeof options === "string" ? options : options?.nameStrategy === "title" ? void 0 : options?.name;
  const main = parseDef(
    schema._def,
    name3 === void 0 ? refs : {
      ...refs,
      currentPath: [...refs.basePath, refs.definitionPath, name3]
    },
    false
  ) ?? parseAnyDef();
  const title = typeof options === "object" && options.name !== void 0 && options.nameStrategy === "title" ? options.name : void 0;
  if (title !== void 0) {
    main.title = title;
  }
  const combined = name3 === void 0 ? definitions ? {
    ...main,
    [refs.definitionPath]: definitions
  } : main : {
    $ref: [
      ...refs.$refStrategy === "relative" ? [] : refs.basePath,
      refs.definitionPath,
      name3
    ].join("/"),
    [refs.definitionPath]: {
      ...definitions,
      [name3]: main
    }
  };
  combined.$schema = "http://json-schema.org/draft-07/schema#";
  return combined;
};

// src/schema.ts
var schemaSymbol = /* @__PURE__ */ Symbol.for("vercel.ai.schema");
function lazySchema(createSchema) {
  let schema;
  return () => {
    if (schema == null) {
      schema = createSchema();
    }
    return schema;
  };
}
function jsonSchema(jsonSchema2, {
  validate
} = {}) {
  return {
    [schemaSymbol]: true,
    _type: void 0,
    // should never be used directly
    get jsonSchema() {
      if (typeof jsonSchema2 === "function") {
        jsonSchema2 = jsonSchema2();
      }
      return jsonSchema2;
    },
    validate
  };
}
function isSchema(value) {
  return typeof value === "object" && value !== null && schemaSymbol in value && value[schemaSymbol] === true && "jsonSchema" in value && "validate" in value;
}
function asSchema(schema) {
  return schema == null ? jsonSchema({
    type: "object",
    properties: {},
    additionalProperties: false
  }) : isSchema(schema) ? schema : "~standard" in schema ? schema["~standard"].vendor === "zod" ? zodSchema(schema) : standardSchema(schema) : schema();
}
function standardSchema(standardSchema2) {
  return jsonSchema(
    () => {
      if (!hasStandardJsonSchema(standardSchema2)) {
        throw new Error(
          `Standard schema vendor '${standardSchema2["~standard"].vendor}' does not support JSON Schema conversion.`
        );
      }
      return addAdditionalPropertiesToJsonSchema(
        standardSchema2["~standard"].jsonSchema.input({
          target: "draft-07"
        })
      );
    },
    {
      validate: async (value) => {
        const result = await standardSchema2["~standard"].validate(value);
        return "value" in result ? { success: true, value: result.value } : {
          success: false,
          error: new TypeValidationError({
            value,
            cause: result.issues
          })
        };
      }
    }
  );
}
function hasStandardJsonSchema(schema) {
  return schema["~standard"].jsonSchema != null;
}
function zod3Schema(zodSchema2, options) {
  const useReferences = options?.useReferences ?? false;
  return jsonSchema(
    // defer json schema creation to avoid unnecessary computation when only validation is needed
    () => zod3ToJsonSchema(zodSchema2, {
      $refStrategy: useReferences ? "root" : "none"
    }),
    {
      validate: async (value) => {
        const result = await zodSchema2.safeParseAsync(value);
        return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
      }
    }
  );
}
function zod4Schema(zodSchema2, options) {
  const useReferences = options?.useReferences ?? false;
  return jsonSchema(
    // defer json schema creation to avoid unnecessary computation when only validation is needed
    () => addAdditionalPropertiesToJsonSchema(
      (0,json_schema_processors/* toJSONSchema */.bl)(zodSchema2, {
        target: "draft-7",
        io: "input",
        reused: useReferences ? "ref" : "inline"
      })
    ),
    {
      validate: async (value) => {
        const result = await (0,parse/* safeParseAsync */.bp)(zodSchema2, value);
        return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
      }
    }
  );
}
function isZod4Schema(zodSchema2) {
  return "_zod" in zodSchema2;
}
function zodSchema(zodSchema2, options) {
  if (isZod4Schema(zodSchema2)) {
    return zod4Schema(zodSchema2, options);
  } else {
    return zod3Schema(zodSchema2, options);
  }
}

// src/validate-types.ts
async function validateTypes({
  value,
  schema,
  context
}) {
  const result = await safeValidateTypes({ value, schema, context });
  if (!result.success) {
    throw TypeValidationError.wrap({ value, cause: result.error, context });
  }
  return result.value;
}
async function safeValidateTypes({
  value,
  schema,
  context
}) {
  const actualSchema = asSchema(schema);
  try {
    if (actualSchema.validate == null) {
      return { success: true, value, rawValue: value };
    }
    const result = await actualSchema.validate(value);
    if (result.success) {
      return { success: true, value: result.value, rawValue: value };
    }
    return {
      success: false,
      error: TypeValidationError.wrap({ value, cause: result.error, context }),
      rawValue: value
    };
  } catch (error) {
    return {
      success: false,
      error: TypeValidationError.wrap({ value, cause: error, context }),
      rawValue: value
    };
  }
}

// src/parse-json.ts
async function parseJSON({
  text,
  schema
}) {
  try {
    const value = secureJsonParse(text);
    if (schema == null) {
      return value;
    }
    return await validateTypes({ value, schema });
  } catch (error) {
    if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error)) {
      throw error;
    }
    throw new JSONParseError({ text, cause: error });
  }
}
async function safeParseJSON({
  text,
  schema
}) {
  try {
    const value = secureJsonParse(text);
    if (schema == null) {
      return { success: true, value, rawValue: value };
    }
    return await safeValidateTypes({ value, schema });
  } catch (error) {
    return {
      success: false,
      error: JSONParseError.isInstance(error) ? error : new JSONParseError({ text, cause: error }),
      rawValue: void 0
    };
  }
}
function isParsableJson(input) {
  try {
    secureJsonParse(input);
    return true;
  } catch {
    return false;
  }
}

// src/parse-json-event-stream.ts

function parseJsonEventStream({
  stream,
  schema
}) {
  return stream.pipeThrough(new TextDecoderStream()).pipeThrough(new dist_stream/* EventSourceParserStream */.Z()).pipeThrough(
    new TransformStream({
      async transform({ data }, controller) {
        if (data === "[DONE]") {
          return;
        }
        controller.enqueue(await safeParseJSON({ text: data, schema }));
      }
    })
  );
}

// src/parse-provider-options.ts

async function parseProviderOptions({
  provider,
  providerOptions,
  schema
}) {
  if (providerOptions?.[provider] == null) {
    return void 0;
  }
  const parsedProviderOptions = await safeValidateTypes({
    value: providerOptions[provider],
    schema
  });
  if (!parsedProviderOptions.success) {
    throw new InvalidArgumentError({
      argument: "providerOptions",
      message: `invalid ${provider} provider options`,
      cause: parsedProviderOptions.error
    });
  }
  return parsedProviderOptions.value;
}

// src/post-multipart-stream-to-api.ts

var getOriginalFetch3 = () => globalThis.fetch;
function escapeMultipartHeaderValue(value) {
  return value.replace(/[\r\n]/g, "").replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}
function createMultipartBody(parts, boundary) {
  const encoder = new TextEncoder();
  let disposed = false;
  let activeReader;
  const enteredStreams = /* @__PURE__ */ new Set();
  async function* emitParts() {
    for (const part of parts) {
      if (disposed) return;
      const disposition = `--${boundary}\r
Content-Disposition: form-data; name="${escapeMultipartHeaderValue(part.name)}"`;
      if (part.type === "field") {
        yield encoder.encode(`${disposition}\r
\r
${part.value}\r
`);
        continue;
      }
      const filenameParameter = `; filename="${escapeMultipartHeaderValue(
        part.filename ?? "blob"
      )}"`;
      const mediaType = (part.mediaType ?? "application/octet-stream").replace(
        /[\r\n]/g,
        ""
      );
      yield encoder.encode(
        `${disposition}${filenameParameter}\r
Content-Type: ${mediaType}\r
\r
`
      );
      if (part.content instanceof Uint8Array) {
        yield part.content;
      } else {
        const reader = part.content.getReader();
        activeReader = reader;
        enteredStreams.add(part.content);
        let finished = false;
        try {
          while (true) {
            const { done, value } = await reader.read();
            if (done || disposed) {
              finished = done;
              break;
            }
            yield value;
          }
        } finally {
          activeReader = void 0;
          if (!finished) {
            await reader.cancel().catch(() => {
            });
          }
          reader.releaseLock();
        }
        if (disposed) return;
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r
`);
  }
  return {
    stream: convertAsyncIteratorToReadableStream(emitParts()),
    async dispose(reason) {
      if (disposed) return;
      disposed = true;
      const reader = activeReader;
      if (reader != null) {
        await reader.cancel(reason).catch(() => {
        });
      }
      for (const part of parts) {
        if (part.type === "file" && !(part.content instanceof Uint8Array) && !enteredStreams.has(part.content)) {
          await part.content.cancel(reason).catch(() => {
          });
        }
      }
    }
  };
}
var postMultipartStreamToApi = async ({
  url,
  headers = {},
  parts,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch = getOriginalFetch3()
}) => {
  const boundary = `ai-sdk-multipart-${generateId()}`;
  const requestBodyValues = Object.fromEntries(
    parts.map((part) => [
      part.name,
      part.type === "field" ? part.value : `<file:${part.filename ?? part.name}>`
    ])
  );
  const body = createMultipartBody(parts, boundary);
  try {
    const requestInit = {
      method: "POST",
      headers: withUserAgentSuffix(
        {
          ...headers,
          "Content-Type": `multipart/form-data; boundary=${boundary}`
        },
        `ai-sdk-provider-utils/${VERSION}`,
        getRuntimeEnvironmentUserAgent()
      ),
      body: body.stream,
      duplex: "half",
      signal: abortSignal
    };
    const response = await fetch(url, requestInit);
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues
        });
      } catch (error) {
        if (isAbortError(error) || APICallError4.isInstance(error)) {
          throw error;
        }
        throw new APICallError4({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError4.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError4({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues
      });
    }
  } catch (error) {
    await body.dispose(error);
    throw handleFetchError({ error, url, requestBodyValues });
  }
};

// src/post-to-api.ts

var getOriginalFetch4 = () => globalThis.fetch;
var postJsonToApi = async ({
  url,
  headers,
  body,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
}) => await postToApi({
  url,
  headers: {
    "Content-Type": "application/json",
    ...headers
  },
  body: {
    content: JSON.stringify(body),
    values: body
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var postFormDataToApi = async ({
  url,
  headers,
  formData,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
}) => await postToApi({
  url,
  headers,
  body: {
    content: formData,
    values: Object.fromEntries(formData.entries())
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var postToApi = async ({
  url,
  headers = {},
  body,
  successfulResponseHandler,
  failedResponseHandler,
  abortSignal,
  fetch = getOriginalFetch4()
}) => {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: withUserAgentSuffix(
        headers,
        `ai-sdk-provider-utils/${VERSION}`,
        getRuntimeEnvironmentUserAgent()
      ),
      body: body.content,
      signal: abortSignal
    });
    const responseHeaders = extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: body.values
        });
      } catch (error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
        throw new APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: body.values
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: body.values
      });
    } catch (error) {
      if (error instanceof Error) {
        if (isAbortError(error) || APICallError.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: body.values
      });
    }
  } catch (error) {
    throw handleFetchError({ error, url, requestBodyValues: body.values });
  }
};

// src/types/tool.ts
function tool(tool2) {
  return tool2;
}
function dynamicTool(tool2) {
  return { ...tool2, type: "dynamic" };
}

// src/provider-defined-tool-factory.ts
function createProviderDefinedToolFactory({
  id,
  inputSchema
}) {
  return ({
    execute,
    outputSchema,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => tool({
    type: "provider",
    isProviderExecuted: false,
    id,
    args,
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}
function createProviderDefinedToolFactoryWithOutputSchema({
  id,
  inputSchema,
  outputSchema
}) {
  return ({
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => tool({
    type: "provider",
    isProviderExecuted: false,
    id,
    args,
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}

// src/provider-executed-tool-factory.ts
function createProviderExecutedToolFactory({
  id,
  inputSchema,
  outputSchema,
  supportsDeferredResults
}) {
  return ({
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => tool({
    type: "provider",
    isProviderExecuted: true,
    id,
    args,
    inputSchema,
    outputSchema,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    supportsDeferredResults
  });
}

// src/resolve.ts
async function resolve(value) {
  if (typeof value === "function") {
    value = value();
  }
  return value;
}

// src/resolve-full-media-type.ts

function resolveFullMediaType({
  part
}) {
  if (isFullMediaType(part.mediaType)) {
    return part.mediaType;
  }
  if (part.data.type === "data") {
    const detected = detectMediaType({
      data: part.data.data,
      topLevelType: getTopLevelMediaType(part.mediaType)
    });
    if (detected) {
      return detected;
    }
    throw new dist_UnsupportedFunctionalityError({
      functionality: `file of media type "${part.mediaType}" must specify subtype since it could not be auto-detected`
    });
  }
  throw new dist_UnsupportedFunctionalityError({
    functionality: `file of media type "${part.mediaType}" must specify subtype since it is not passed as inline bytes`
  });
}

// src/resolve-provider-reference.ts

function resolveProviderReference({
  reference,
  provider
}) {
  const id = reference[provider];
  if (id != null) {
    return id;
  }
  throw new NoSuchProviderReferenceError({
    provider,
    reference
  });
}

// src/retry-with-exponential-backoff.ts
var retryWithExponentialBackoff = ({
  maxRetries = 2,
  initialDelayInMs = 2e3,
  backoffFactor = 2,
  abortSignal,
  shouldRetry,
  getDelayInMs = ({ exponentialBackoffDelay }) => exponentialBackoffDelay,
  createRetryError = ({ message }) => new Error(message)
}) => async (f) => retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs: initialDelayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
});
async function retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
}, errors = []) {
  try {
    return await f();
  } catch (error) {
    if (isAbortError(error)) {
      throw error;
    }
    if (maxRetries === 0) {
      throw error;
    }
    const errorMessage = getErrorMessage(error);
    const newErrors = [...errors, error];
    const tryNumber = newErrors.length;
    if (tryNumber > maxRetries) {
      throw createRetryError({
        message: `Failed after ${tryNumber} attempts. Last error: ${errorMessage}`,
        reason: "maxRetriesExceeded",
        errors: newErrors
      });
    }
    if (await shouldRetry(error) && tryNumber <= maxRetries) {
      await delay(
        getDelayInMs({
          error,
          exponentialBackoffDelay: delayInMs
        }),
        { abortSignal }
      );
      return retryWithExponentialBackoffInternal(
        f,
        {
          maxRetries,
          delayInMs: backoffFactor * delayInMs,
          backoffFactor,
          abortSignal,
          shouldRetry,
          getDelayInMs,
          createRetryError
        },
        newErrors
      );
    }
    if (tryNumber === 1) {
      throw error;
    }
    throw createRetryError({
      message: `Failed after ${tryNumber} attempts with non-retryable error: '${errorMessage}'`,
      reason: "errorNotRetryable",
      errors: newErrors
    });
  }
}

// src/response-handler.ts

var textDecoder2 = new TextDecoder();
function wrapResponseBodyStream({
  stream,
  url,
  requestBodyValues,
  statusCode,
  responseHeaders
}) {
  const reader = stream.getReader();
  let readerReleased = false;
  const releaseReader = () => {
    if (!readerReleased) {
      reader.releaseLock();
      readerReleased = true;
    }
  };
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          releaseReader();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        releaseReader();
        if (isAbortError(error)) {
          controller.error(error);
          return;
        }
        controller.error(
          handleFetchError({
            error: new APICallError({
              message: "Failed to process successful response",
              cause: error,
              statusCode,
              url,
              responseHeaders,
              requestBodyValues
            }),
            url,
            requestBodyValues
          })
        );
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason);
      } finally {
        releaseReader();
      }
    }
  });
}
async function readResponseBodyAsText({
  response,
  url
}) {
  return textDecoder2.decode(
    await readResponseWithSizeLimit({
      response,
      url
    })
  );
}
var createJsonErrorResponseHandler = ({
  errorSchema,
  errorToMessage,
  isRetryable
}) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await readResponseBodyAsText({ response, url });
  const responseHeaders = extractResponseHeaders(response);
  if (responseBody.trim() === "") {
    return {
      responseHeaders,
      value: new APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable?.(response)
      })
    };
  }
  try {
    const parsedError = await parseJSON({
      text: responseBody,
      schema: errorSchema
    });
    return {
      responseHeaders,
      value: new APICallError({
        message: errorToMessage(parsedError),
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        data: parsedError,
        isRetryable: isRetryable?.(response, parsedError)
      })
    };
  } catch {
    return {
      responseHeaders,
      value: new APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable?.(response)
      })
    };
  }
};
var createEventSourceResponseHandler = (chunkSchema) => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) {
    throw new dist_EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: parseJsonEventStream({
      stream: wrapResponseBodyStream({
        stream: response.body,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders
      }),
      schema: chunkSchema
    })
  };
};
var createJsonResponseHandler = (responseSchema) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await readResponseBodyAsText({ response, url });
  const parsedResult = await safeParseJSON({
    text: responseBody,
    schema: responseSchema
  });
  const responseHeaders = extractResponseHeaders(response);
  if (!parsedResult.success) {
    throw new APICallError({
      message: "Invalid JSON response",
      cause: parsedResult.error,
      statusCode: response.status,
      responseHeaders,
      responseBody,
      url,
      requestBodyValues
    });
  }
  return {
    responseHeaders,
    value: parsedResult.value,
    rawValue: parsedResult.rawValue
  };
};
var createJsonLinesResponseHandler = (responseSchema) => async ({ response }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) {
    throw new EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: parseJsonLines({
      stream: response.body,
      schema: responseSchema
    })
  };
};
async function* parseJsonLines({
  stream,
  schema
}) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        buffer += decoder.decode();
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      let lineEnd = buffer.indexOf("\n");
      while (lineEnd !== -1) {
        const line = buffer.slice(0, lineEnd).replace(/\r$/, "");
        buffer = buffer.slice(lineEnd + 1);
        if (line.trim().length > 0) {
          yield await parseJSON({ text: line, schema });
        }
        lineEnd = buffer.indexOf("\n");
      }
    }
    const finalLine = buffer.replace(/\r$/, "");
    if (finalLine.trim().length > 0) {
      yield await parseJSON({ text: finalLine, schema });
    }
  } finally {
    if (!finished) {
      await reader.cancel().catch(() => {
      });
    }
    reader.releaseLock();
  }
}
var createBinaryResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (!response.body) {
    throw new APICallError({
      message: "Response body is empty",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0
    });
  }
  try {
    const buffer = await response.arrayBuffer();
    return {
      responseHeaders,
      value: new Uint8Array(buffer)
    };
  } catch (error) {
    throw new APICallError({
      message: "Failed to read response as array buffer",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0,
      cause: error
    });
  }
};
var createBinaryStreamResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  if (response.body == null) {
    throw new EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: wrapResponseBodyStream({
      stream: response.body,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders
    })
  };
};
var createStatusCodeErrorResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = extractResponseHeaders(response);
  const responseBody = await readResponseBodyAsText({ response, url });
  return {
    responseHeaders,
    value: new APICallError6({
      message: response.statusText,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody
    })
  };
};

// src/is-json-serializable.ts
function isJSONSerializable(value) {
  if (value === null || value === void 0) return true;
  const type = typeof value;
  if (type === "string" || type === "number" || type === "boolean") return true;
  if (type === "function" || type === "symbol" || type === "bigint")
    return false;
  if (Array.isArray(value)) {
    return value.every(isJSONSerializable);
  }
  if (Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every(
      isJSONSerializable
    );
  }
  return false;
}

// src/serialization-error.ts

var dist_name2 = "AI_SerializationError";
var dist_marker3 = `vercel.ai.error.${dist_name2}`;
var dist_symbol2 = Symbol.for(dist_marker3);
var dist_a2, dist_b2;
var SerializationError = class extends (dist_b2 = AISDKError, dist_a2 = dist_symbol2, dist_b2) {
  // used in isInstance
  constructor({
    message = "Failed to serialize value.",
    cause
  } = {}) {
    super({ name: dist_name2, message, cause });
    this[dist_a2] = true;
  }
  static isInstance(error) {
    return AISDKError.hasMarker(error, dist_marker3);
  }
};

// src/serialize-model-options.ts
function serializeModelOptions(options) {
  const serializableConfig = {};
  for (const [key, value] of Object.entries(options.config)) {
    if (key === "headers") {
      const resolvedHeaders = resolveSync(value);
      if (isJSONSerializable(resolvedHeaders)) {
        serializableConfig[key] = resolvedHeaders;
      }
    } else if (isJSONSerializable(value)) {
      serializableConfig[key] = value;
    }
  }
  return { modelId: options.modelId, config: serializableConfig };
}
function resolveSync(value) {
  let next = value;
  if (typeof value === "function") {
    next = value();
  }
  if (next instanceof Promise) {
    throw new SerializationError({
      message: "Cannot serialize asynchronous model options."
    });
  }
  return next;
}

// src/streaming-tool-call-tracker.ts


// src/streaming-tool-call-argument-state.ts
function startsWithStructuredValue(value) {
  if (typeof value !== "string") {
    return false;
  }
  const firstCharacter = value.trimStart()[0];
  return firstCharacter === "{" || firstCharacter === "[";
}
var StreamingToolCallArgumentState = class {
  constructor(initialValue = "") {
    this.structure = { kind: "undetermined" };
    this.append(initialValue);
  }
  get hasCompleteStructuredValue() {
    return this.structure.kind === "structured" && this.structure.complete === true;
  }
  append(delta) {
    let nextStructure = this.structure;
    for (const character of delta) {
      if (nextStructure.kind === "undetermined") {
        if (/\s/.test(character)) {
          continue;
        }
        if (character !== "{" && character !== "[") {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure = {
          kind: "structured",
          stack: [character],
          inString: false,
          escaped: false,
          complete: false
        };
        continue;
      }
      if (nextStructure.kind !== "structured" || nextStructure.complete) {
        continue;
      }
      if (nextStructure.inString) {
        if (nextStructure.escaped) {
          nextStructure.escaped = false;
        } else if (character === "\\") {
          nextStructure.escaped = true;
        } else if (character === '"') {
          nextStructure.inString = false;
        }
        continue;
      }
      if (character === '"') {
        nextStructure.inString = true;
      } else if (character === "{" || character === "[") {
        nextStructure.stack.push(character);
      } else if (character === "}" || character === "]") {
        const expectedOpening = character === "}" ? "{" : "[";
        if (nextStructure.stack.at(-1) !== expectedOpening) {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure.stack.pop();
        if (nextStructure.stack.length === 0) {
          nextStructure.complete = true;
        }
      }
    }
    this.structure = nextStructure;
  }
};

// src/streaming-tool-call-tracker.ts
var StreamingToolCallTracker = class {
  constructor(controller, options = {}) {
    this.toolCalls = [];
    this.toolCallsById = /* @__PURE__ */ new Map();
    this.toolCallsByIndex = /* @__PURE__ */ new Map();
    this.usedToolCallIds = /* @__PURE__ */ new Set();
    this.nextGeneratedIdSuffixes = /* @__PURE__ */ new Map();
    this.controller = controller;
    this._generateId = options.generateId ?? generateId;
    this.typeValidation = options.typeValidation ?? "none";
    this.extractMetadata = options.extractMetadata;
    this.buildToolCallProviderMetadata = options.buildToolCallProviderMetadata;
  }
  /**
   * Process a tool call delta from a streaming response chunk.
   * Emits tool-input-start, tool-input-delta, tool-input-end, and tool-call
   * events as appropriate.
   */
  processDelta(toolCallDelta) {
    const wireName = toolCallDelta.function?.name;
    const hasBlankName = typeof wireName === "string" && wireName.trim().length === 0;
    const wireId = this.getNonBlankString(toolCallDelta.id);
    const name3 = this.getNonBlankString(wireName);
    const { index } = toolCallDelta;
    const resolution = this.resolveToolCall({
      wireId,
      index,
      name: name3,
      hasExplicitCallStart: name3 != null && startsWithStructuredValue(toolCallDelta.function?.arguments)
    });
    if (resolution.kind === "ambiguous") {
      return;
    }
    let toolCall;
    if (resolution.kind === "new") {
      if (hasBlankName) {
        return;
      }
      toolCall = this.processNewToolCall(toolCallDelta, {
        wireId,
        index,
        name: name3
      });
    } else {
      toolCall = resolution.toolCall;
      if (wireId != null) {
        this.associateWireId(toolCall, wireId);
      }
      this.processExistingToolCall(toolCall, toolCallDelta);
    }
    if (index != null) {
      this.associateIndex(toolCall, index);
    }
  }
  /**
   * Finalize any unfinished tool calls. Should be called during the stream's
   * flush handler to ensure all tool calls are properly completed.
   */
  flush() {
    const toolCalls = this.toolCalls.every((toolCall) => toolCall.index != null) ? [...this.toolCalls].sort(
      (a, b) => a.index - b.index || a.sequence - b.sequence
    ) : this.toolCalls;
    for (const toolCall of toolCalls) {
      if (!toolCall.hasFinished) {
        this.finishToolCall(toolCall);
      }
    }
  }
  /**
   * Correlation precedence for streamed deltas:
   *
   * | ID evidence | index/name evidence | start evidence | resolution |
   * | --- | --- | --- | --- |
   * | known | matching | any | matching call, new call, or ambiguity |
   * | known | conflicting | named | new call |
   * | unseen | matching | structured start | new call |
   * | unseen | matching | continuation | matching call or ambiguity |
   * | absent | matching | any | matching call, new call, or ambiguity |
   * | absent | absent | named | new call |
   * | absent | absent | unnamed | sole unfinished call, new call, or ambiguity |
   */
  resolveToolCall({
    wireId,
    index,
    name: name3,
    hasExplicitCallStart
  }) {
    const indexedToolCalls = index != null ? this.toolCallsByIndex.get(index) : void 0;
    const matchingIndexedToolCalls = this.filterToolCallsByName(
      indexedToolCalls,
      name3
    );
    if (wireId != null) {
      const toolCallsWithId = this.toolCallsById.get(wireId);
      if (toolCallsWithId != null) {
        if (index != null) {
          const matchingToolCalls = matchingIndexedToolCalls.filter(
            (toolCall) => toolCallsWithId.has(toolCall)
          );
          const matchingToolCall = this.resolveMatchingToolCall(
            matchingToolCalls,
            hasExplicitCallStart
          );
          if (matchingToolCall.kind !== "new") {
            return matchingToolCall;
          }
          if (name3 != null) {
            return { kind: "new" };
          }
          if (indexedToolCalls != null) {
            return { kind: "ambiguous" };
          }
          return this.resolveMatchingToolCall([...toolCallsWithId], false);
        }
        if (name3 != null) {
          const matchingToolCalls = [...toolCallsWithId].filter(
            (toolCall) => toolCall.function.name === name3
          );
          return this.resolveMatchingToolCall(
            matchingToolCalls,
            hasExplicitCallStart
          );
        }
        return this.resolveMatchingToolCall([...toolCallsWithId], false);
      }
      if (matchingIndexedToolCalls.length > 0) {
        return hasExplicitCallStart ? { kind: "new" } : this.resolveMatchingToolCall(matchingIndexedToolCalls, false);
      }
      return { kind: "new" };
    }
    if (indexedToolCalls != null) {
      return this.resolveMatchingToolCall(
        matchingIndexedToolCalls,
        hasExplicitCallStart
      );
    }
    if (name3 != null) {
      return { kind: "new" };
    }
    const unfinishedToolCalls = this.toolCalls.filter(
      (toolCall) => !toolCall.hasFinished
    );
    if (unfinishedToolCalls.length === 1) {
      return { kind: "existing", toolCall: unfinishedToolCalls[0] };
    }
    return unfinishedToolCalls.length > 1 ? { kind: "ambiguous" } : { kind: "new" };
  }
  filterToolCallsByName(toolCalls, name3) {
    if (toolCalls == null) {
      return [];
    }
    return [...toolCalls].filter(
      (toolCall) => name3 == null || toolCall.function.name === name3
    );
  }
  resolveMatchingToolCall(toolCalls, hasExplicitCallStart) {
    if (toolCalls.length === 0) {
      return { kind: "new" };
    }
    if (!hasExplicitCallStart) {
      return toolCalls.length === 1 ? { kind: "existing", toolCall: toolCalls[0] } : { kind: "ambiguous" };
    }
    const continuableToolCalls = toolCalls.filter(
      (toolCall) => !toolCall.argumentState.hasCompleteStructuredValue
    );
    if (continuableToolCalls.length === 1) {
      return { kind: "existing", toolCall: continuableToolCalls[0] };
    }
    return continuableToolCalls.length > 1 ? { kind: "ambiguous" } : { kind: "new" };
  }
  processNewToolCall(toolCallDelta, {
    wireId,
    index,
    name: name3
  }) {
    if (this.typeValidation === "required") {
      if (toolCallDelta.type !== "function") {
        throw new InvalidResponseDataError({
          data: toolCallDelta,
          message: `Expected 'function' type.`
        });
      }
    } else if (this.typeValidation === "if-present") {
      if (toolCallDelta.type != null && toolCallDelta.type !== "function") {
        throw new InvalidResponseDataError({
          data: toolCallDelta,
          message: `Expected 'function' type.`
        });
      }
    }
    if (name3 == null) {
      throw new InvalidResponseDataError({
        data: toolCallDelta,
        message: `Expected 'function.name' to be a string.`
      });
    }
    const id = this.createToolCallId(wireId);
    this.controller.enqueue({
      type: "tool-input-start",
      id,
      toolName: name3
    });
    const metadata = this.extractMetadata?.(toolCallDelta);
    const initialArguments = toolCallDelta.function?.arguments ?? "";
    const toolCall = {
      id,
      index: index ?? void 0,
      sequence: this.toolCalls.length,
      type: "function",
      function: {
        name: name3,
        arguments: initialArguments
      },
      argumentState: new StreamingToolCallArgumentState(initialArguments),
      hasFinished: false,
      metadata
    };
    this.toolCalls.push(toolCall);
    if (wireId != null) {
      this.associateWireId(toolCall, wireId);
    }
    if (toolCall.function.arguments.length > 0) {
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCall.function.arguments
      });
    }
    return toolCall;
  }
  associateWireId(toolCall, wireId) {
    let toolCallsWithId = this.toolCallsById.get(wireId);
    if (toolCallsWithId == null) {
      toolCallsWithId = /* @__PURE__ */ new Set();
      this.toolCallsById.set(wireId, toolCallsWithId);
    }
    toolCallsWithId.add(toolCall);
  }
  associateIndex(toolCall, index) {
    let toolCallsWithIndex = this.toolCallsByIndex.get(index);
    if (toolCallsWithIndex == null) {
      toolCallsWithIndex = /* @__PURE__ */ new Set();
      this.toolCallsByIndex.set(index, toolCallsWithIndex);
    }
    toolCallsWithIndex.add(toolCall);
  }
  createToolCallId(wireId) {
    if (wireId != null && !this.usedToolCallIds.has(wireId)) {
      this.usedToolCallIds.add(wireId);
      return wireId;
    }
    const generatedId = this.getNonBlankString(this._generateId()) ?? "tool-call";
    if (!this.usedToolCallIds.has(generatedId)) {
      this.usedToolCallIds.add(generatedId);
      return generatedId;
    }
    const initialSuffix = this.nextGeneratedIdSuffixes.get(generatedId) ?? 1;
    const maximumSuffix = initialSuffix + this.usedToolCallIds.size;
    for (let suffix = initialSuffix; suffix <= maximumSuffix; suffix++) {
      const suffixedId = `${generatedId}-${suffix}`;
      if (!this.usedToolCallIds.has(suffixedId)) {
        this.usedToolCallIds.add(suffixedId);
        this.nextGeneratedIdSuffixes.set(generatedId, suffix + 1);
        return suffixedId;
      }
    }
    throw new Error("Failed to create a unique tool call ID.");
  }
  getNonBlankString(value) {
    return value != null && value.trim().length > 0 ? value : void 0;
  }
  processExistingToolCall(toolCall, toolCallDelta) {
    if (toolCall.hasFinished) {
      return;
    }
    if (toolCallDelta.function?.arguments != null) {
      toolCall.argumentState.append(toolCallDelta.function.arguments);
      toolCall.function.arguments += toolCallDelta.function.arguments;
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCallDelta.function.arguments
      });
    }
  }
  finishToolCall(toolCall) {
    this.controller.enqueue({
      type: "tool-input-end",
      id: toolCall.id
    });
    const providerMetadata = this.buildToolCallProviderMetadata?.(
      toolCall.metadata
    );
    this.controller.enqueue({
      type: "tool-call",
      toolCallId: toolCall.id,
      toolName: toolCall.function.name,
      input: toolCall.function.arguments,
      ...providerMetadata ? { providerMetadata } : {}
    });
    toolCall.hasFinished = true;
  }
};

// src/strip-file-extension.ts
function stripFileExtension(filename) {
  const firstDotIndex = filename.indexOf(".");
  return firstDotIndex === -1 ? filename : filename.slice(0, firstDotIndex);
}

// src/transcription-stream-envelope.ts
var TRANSCRIPTION_STREAM_START_FRAME_TYPE = "transcription-stream.start";
var TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE = "transcription-stream.audio-done";
function parseTranscriptionStreamClientFrame(text) {
  let value;
  try {
    value = secureJsonParse(text);
  } catch {
    return { type: "invalid", message: "malformed JSON" };
  }
  if (value == null || typeof value !== "object" || Array.isArray(value)) {
    return { type: "invalid", message: "frame must be a JSON object" };
  }
  const frame = value;
  if (typeof frame.type !== "string") {
    return { type: "invalid", message: "frame type must be a string" };
  }
  switch (frame.type) {
    case TRANSCRIPTION_STREAM_START_FRAME_TYPE: {
      const inputAudioFormat = frame.inputAudioFormat;
      if (inputAudioFormat == null || typeof inputAudioFormat !== "object" || Array.isArray(inputAudioFormat) || typeof inputAudioFormat.type !== "string") {
        return {
          type: "invalid",
          message: "start frame must have an inputAudioFormat object with a string type"
        };
      }
      if (inputAudioFormat.rate !== void 0 && typeof inputAudioFormat.rate !== "number") {
        return {
          type: "invalid",
          message: "inputAudioFormat.rate must be a number when present"
        };
      }
      if (frame.providerOptions !== void 0 && (frame.providerOptions == null || typeof frame.providerOptions !== "object" || Array.isArray(frame.providerOptions))) {
        return {
          type: "invalid",
          message: "providerOptions must be an object when present"
        };
      }
      if (frame.includeRawChunks !== void 0 && typeof frame.includeRawChunks !== "boolean") {
        return {
          type: "invalid",
          message: "includeRawChunks must be a boolean when present"
        };
      }
      return {
        type: "start",
        frame
      };
    }
    case TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE:
      return { type: "audio-done" };
    default:
      return { type: "unknown" };
  }
}
function serializeTranscriptionStreamPart(part) {
  try {
    if (part.type === "error" && isError(part.error)) {
      return JSON.stringify({
        ...part,
        error: { name: part.error.name, message: part.error.message }
      });
    }
    return JSON.stringify(part);
  } catch {
    return void 0;
  }
}
function isError(value) {
  return value instanceof Error || Object.prototype.toString.call(value) === "[object Error]";
}
function parseTranscriptionStreamPart(text) {
  let value;
  try {
    value = secureJsonParse(text);
  } catch {
    return void 0;
  }
  if (value == null || typeof value !== "object" || Array.isArray(value)) {
    return void 0;
  }
  const part = value;
  switch (part.type) {
    case "stream-start":
      return Array.isArray(part.warnings) && part.warnings.every(isWarning) ? part : void 0;
    case "transcript-delta":
      return isString(part.delta) && isOptional(part.id, isString) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "transcript-partial":
      return isString(part.text) && isOptional(part.id, isString) && isOptional(part.startSecond, isNumber) && isOptional(part.durationInSeconds, isNumber) && isOptional(part.channelIndex, isNumber) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "transcript-final":
      return isString(part.text) && isOptional(part.id, isString) && isOptional(part.startSecond, isNumber) && isOptional(part.endSecond, isNumber) && isOptional(part.channelIndex, isNumber) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "finish":
      return isString(part.text) && Array.isArray(part.segments) && part.segments.every(isSegment) && isOptional(part.language, isString) && isOptional(part.durationInSeconds, isNumber) && isOptional(part.providerMetadata, isRecord) ? part : void 0;
    case "response-metadata": {
      if (!(isOptional(part.modelId, isString) && isOptional(part.headers, isRecord))) {
        return void 0;
      }
      const timestamp = part.timestamp;
      if (timestamp == null) {
        return { ...part, timestamp: void 0 };
      }
      if (typeof timestamp !== "string") {
        return void 0;
      }
      const revived = new Date(timestamp);
      return Number.isNaN(revived.getTime()) ? void 0 : { ...part, timestamp: revived };
    }
    case "raw":
      return "rawValue" in part ? part : void 0;
    case "error":
      return "error" in part ? part : void 0;
    default:
      return void 0;
  }
}
function isString(value) {
  return typeof value === "string";
}
function isNumber(value) {
  return typeof value === "number";
}
function isOptional(value, check) {
  return value === void 0 || check(value);
}
function isWarning(value) {
  return isRecord(value) && isString(value.type);
}
function isSegment(value) {
  return isRecord(value) && isString(value.text) && isNumber(value.startSecond) && isNumber(value.endSecond);
}

// src/validate-base-url.ts

function validateBaseURL(baseURL) {
  if (baseURL?.trim() === "") {
    throw new InvalidArgumentError3({
      argument: "baseURL",
      message: "baseURL must be a non-empty string."
    });
  }
  return baseURL;
}

// src/without-trailing-slash.ts
function withoutTrailingSlash(url) {
  return url?.replace(/\/$/, "");
}

// src/types/executable-tool.ts
function isExecutableTool(tool2) {
  return tool2 != null && typeof tool2.execute === "function";
}

// src/is-async-iterable.ts
function isAsyncIterable(obj) {
  return obj != null && typeof obj[Symbol.asyncIterator] === "function";
}

// src/types/execute-tool.ts
async function* executeTool({
  tool: tool2,
  input,
  options
}) {
  const result = tool2.execute(input, options);
  if (isAsyncIterable(result)) {
    let lastOutput;
    for await (const output of result) {
      lastOutput = output;
      yield { type: "preliminary", output };
    }
    yield { type: "final", output: lastOutput };
  } else {
    yield { type: "final", output: await result };
  }
}

// src/types/tool-caller.ts
function toolCaller(tool2, definition) {
  return Object.defineProperty({ ...tool2 }, "experimental_toolCaller", {
    value: definition
  });
}
function getToolCaller(tool2) {
  return tool2?.experimental_toolCaller;
}

// src/index.ts



//# sourceMappingURL=index.js.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(737);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/coerce.js
var coerce = __webpack_require__(9567);
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/azure/node_modules/@ai-sdk/openai/dist/internal/index.js
// src/chat/openai-chat-language-model.ts



// src/openai-error.ts


var openaiErrorDataSchema = schemas/* object */.Ikc({
  error: schemas/* object */.Ikc({
    message: schemas/* string */.YjP(),
    // The additional information below is handled loosely to support
    // OpenAI-compatible providers that have slightly different error
    // responses:
    type: schemas/* string */.YjP().nullish(),
    param: schemas/* any */.bzn().nullish(),
    code: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish()
  })
});
var openaiFailedResponseHandler = createJsonErrorResponseHandler({
  errorSchema: openaiErrorDataSchema,
  errorToMessage: (data) => data.error.message
});

// src/openai-language-model-capabilities.ts
function getOpenAILanguageModelCapabilities(modelId) {
  const oSeriesVersion = getOSeriesVersion(modelId);
  const gptVersion = getGptVersion(modelId);
  const isGptChatModel = gptVersion?.minor == null && (gptVersion?.variant?.startsWith("chat") ?? false);
  const isGptNanoModel = gptVersion?.variant?.startsWith("nano") ?? false;
  const isGpt6OrLaterModel = gptVersion != null && gptVersion.major >= 6;
  const isGpt6SolOrLuna = modelId === "gpt-6-sol" || modelId === "gpt-6-luna";
  const supportsFlexProcessing = oSeriesVersion != null && oSeriesVersion >= 3 || gptVersion != null && gptVersion.major >= 5 && !isGptChatModel;
  const supportsPriorityProcessing = modelId.startsWith("gpt-4") || gptVersion != null && gptVersion.major >= 5 && !isGptNanoModel && !isGptChatModel || oSeriesVersion != null && oSeriesVersion >= 3;
  const isReasoningModel = oSeriesVersion != null || gptVersion != null && gptVersion.major >= 5 && !isGptChatModel;
  const supportsNonReasoningParameters = !isGpt6OrLaterModel && gptVersion != null && (gptVersion.major > 5 || gptVersion.major === 5 && (gptVersion.minor ?? 0) >= 1);
  const systemMessageMode = isReasoningModel ? "developer" : "system";
  return {
    supportsFlexProcessing,
    supportsPriorityProcessing,
    supportsConfigurationUpdate: isGpt6OrLaterModel,
    supportsAsyncToolCalling: isGpt6OrLaterModel,
    supportedReasoningEfforts: isGpt6SolOrLuna ? ["none", "low", "medium", "high", "xhigh", "max"] : isGpt6OrLaterModel ? ["low", "medium", "high", "xhigh", "max"] : void 0,
    isReasoningModel,
    systemMessageMode,
    supportsNonReasoningParameters
  };
}
function getOSeriesVersion(modelId) {
  const match = /^o(\d+)(?:-|$)/.exec(modelId);
  return match == null ? void 0 : Number(match[1]);
}
function getGptVersion(modelId) {
  const match = /^gpt-(\d+)(?:\.(\d+))?(?:-(.+))?$/.exec(modelId);
  if (match == null) {
    return void 0;
  }
  return {
    major: Number(match[1]),
    minor: match[2] == null ? void 0 : Number(match[2]),
    variant: match[3]
  };
}

// src/openai-stream-error.ts


function createOpenAIProviderStreamError(frame) {
  const streamError = parseStreamError(frame);
  if (streamError == null) {
    return void 0;
  }
  const statusCode = getStatusCode(streamError);
  return createProviderStreamError({
    message: streamError.message,
    type: streamError.type ?? void 0,
    code: streamError.code ?? void 0,
    statusCode,
    isRetryable: isRetryableStreamError(streamError, statusCode),
    data: frame
  });
}
async function throwIfOpenAIStreamErrorBeforeOutput({
  stream,
  getError,
  isOutputChunk,
  isAcceptedChunk,
  acceptedGraceMs = 50,
  url,
  requestBodyValues,
  responseHeaders
}) {
  const [streamForEarlyError, streamForConsumer] = stream.tee();
  const reader = streamForEarlyError.getReader();
  let drainAfterError = false;
  try {
    let accepted = false;
    while (true) {
      let result;
      if (accepted) {
        const raced = await raceWithTimeout(reader.read(), acceptedGraceMs);
        if (raced.timedOut) {
          return streamForConsumer;
        }
        result = raced.value;
      } else {
        result = await reader.read();
      }
      if (result.done) {
        return streamForConsumer;
      }
      const chunk = result.value;
      if (!chunk.success) {
        return streamForConsumer;
      }
      const errorFrame = getError(chunk.value);
      if (errorFrame != null) {
        drainAfterError = true;
        drainReader(reader).catch(() => {
        });
        drainReader(streamForConsumer.getReader()).catch(() => {
        });
        throw createOpenAIStreamError({
          frame: errorFrame,
          url,
          requestBodyValues,
          responseHeaders
        });
      }
      if (isOutputChunk(chunk.value)) {
        return streamForConsumer;
      }
      if (!accepted && isAcceptedChunk?.(chunk.value) === true) {
        accepted = true;
      }
    }
  } finally {
    if (!drainAfterError) {
      reader.cancel().catch(() => {
      });
      reader.releaseLock();
    }
  }
}
async function drainReader(reader) {
  try {
    while (!(await reader.read()).done) {
    }
  } catch {
  } finally {
    reader.releaseLock();
  }
}
async function raceWithTimeout(promise, timeoutMs) {
  let timer;
  const wrapped = promise.then((value) => ({ timedOut: false, value }));
  try {
    const raced = await Promise.race([
      wrapped,
      new Promise((resolve) => {
        timer = setTimeout(() => resolve({ timedOut: true }), timeoutMs);
      })
    ]);
    if (raced.timedOut) {
      wrapped.catch(() => {
      });
    }
    return raced;
  } finally {
    clearTimeout(timer);
  }
}
function createOpenAIStreamError({
  frame,
  url,
  requestBodyValues,
  responseHeaders
}) {
  const streamError = createOpenAIProviderStreamError(frame);
  return new APICallError({
    message: streamError?.message ?? "OpenAI stream failed before any output was generated",
    url,
    requestBodyValues,
    statusCode: streamError?.statusCode ?? 500,
    responseHeaders,
    responseBody: JSON.stringify(frame),
    data: frame,
    isRetryable: streamError?.isRetryable
  });
}
function parseStreamError(frame) {
  const value = asRecord(frame);
  if (value == null) {
    return void 0;
  }
  if (value.type === "response.failed") {
    const response = asRecord(value.response);
    const responseError = asRecord(response?.error);
    return typeof responseError?.message === "string" ? {
      message: responseError.message,
      code: getStringOrNumber(responseError.code),
      type: "response.failed"
    } : void 0;
  }
  const error = asRecord(value.error) ?? value;
  return typeof error.message === "string" && (asRecord(value.error) != null || typeof error.type === "string" || "code" in error || "param" in error) ? {
    message: error.message,
    code: getStringOrNumber(error.code),
    type: typeof error.type === "string" ? error.type : void 0
  } : void 0;
}
function getStatusCode(error) {
  const explicitStatusCode = getHttpStatusCode(error.code);
  if (explicitStatusCode != null) {
    return explicitStatusCode;
  }
  const discriminator = [error.code, error.type].filter((value) => typeof value === "string" || typeof value === "number").join(" ").toLowerCase();
  if (["insufficient_quota", "rate_limit"].some(
    (term) => discriminator.includes(term)
  )) {
    return 429;
  }
  if (discriminator.includes("authentication")) return 401;
  if (discriminator.includes("permission")) return 403;
  if (discriminator.includes("not_found")) return 404;
  if (["invalid", "bad_request", "context_length"].some(
    (term) => discriminator.includes(term)
  )) {
    return 400;
  }
  if (discriminator.includes("overload")) return 503;
  if (discriminator.includes("timeout")) return 504;
  return 500;
}
function asRecord(value) {
  return typeof value === "object" && value != null ? value : void 0;
}
function getStringOrNumber(value) {
  return typeof value === "string" || typeof value === "number" ? value : void 0;
}
function isHttpErrorStatusCode(value) {
  return Number.isInteger(value) && value >= 400 && value <= 599;
}
function getHttpStatusCode(value) {
  const statusCode = typeof value === "string" && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof statusCode === "number" && isHttpErrorStatusCode(statusCode) ? statusCode : void 0;
}
function isRetryableStatusCode(statusCode) {
  return statusCode === 408 || statusCode === 409 || statusCode === 429 || statusCode >= 500;
}
function isRetryableStreamError(error, statusCode) {
  if (error.code === "insufficient_quota" || error.type === "insufficient_quota") {
    return false;
  }
  return isRetryableStatusCode(statusCode);
}

// src/chat/convert-openai-chat-usage.ts

function convertOpenAIChatUsage(usage) {
  if (usage == null) {
    return createNullLanguageModelUsage();
  }
  const promptTokens = usage.prompt_tokens ?? 0;
  const completionTokens = usage.completion_tokens ?? 0;
  const cachedTokens = usage.prompt_tokens_details?.cached_tokens ?? 0;
  const cacheWriteTokens = usage.prompt_tokens_details?.cache_write_tokens ?? void 0;
  const reasoningTokens = usage.completion_tokens_details?.reasoning_tokens ?? 0;
  return {
    inputTokens: {
      total: promptTokens,
      noCache: promptTokens - cachedTokens - (cacheWriteTokens ?? 0),
      cacheRead: cachedTokens,
      cacheWrite: cacheWriteTokens
    },
    outputTokens: {
      total: completionTokens,
      text: Math.max(0, completionTokens - reasoningTokens),
      reasoning: reasoningTokens
    },
    raw: usage
  };
}

// src/chat/convert-to-openai-chat-messages.ts


function serializeToolCallArguments(input) {
  return JSON.stringify(
    typeof input === "object" && input !== null && !Array.isArray(input) ? input : {}
  );
}
function getPromptCacheBreakpoint(providerOptions) {
  return providerOptions?.openai?.promptCacheBreakpoint;
}
function convertToOpenAIChatMessages({
  prompt,
  systemMessageMode = "system"
}) {
  const messages = [];
  const warnings = [];
  for (const { role, content, providerOptions } of prompt) {
    switch (role) {
      case "system": {
        switch (systemMessageMode) {
          case "system": {
            const promptCacheBreakpoint = getPromptCacheBreakpoint(providerOptions);
            messages.push({
              role: "system",
              content: promptCacheBreakpoint == null ? content : [
                {
                  type: "text",
                  text: content,
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              ]
            });
            break;
          }
          case "developer": {
            const promptCacheBreakpoint = getPromptCacheBreakpoint(providerOptions);
            messages.push({
              role: "developer",
              content: promptCacheBreakpoint == null ? content : [
                {
                  type: "text",
                  text: content,
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              ]
            });
            break;
          }
          case "remove": {
            warnings.push({
              type: "other",
              message: "system messages are removed for this model"
            });
            break;
          }
          default: {
            const _exhaustiveCheck = systemMessageMode;
            throw new Error(
              `Unsupported system message mode: ${_exhaustiveCheck}`
            );
          }
        }
        break;
      }
      case "user": {
        if (content.length === 1 && content[0].type === "text" && getPromptCacheBreakpoint(content[0].providerOptions) == null) {
          messages.push({ role: "user", content: content[0].text });
          break;
        }
        messages.push({
          role: "user",
          content: content.map((part, index) => {
            switch (part.type) {
              case "text": {
                const promptCacheBreakpoint = getPromptCacheBreakpoint(
                  part.providerOptions
                );
                return {
                  type: "text",
                  text: part.text,
                  ...promptCacheBreakpoint != null && {
                    prompt_cache_breakpoint: promptCacheBreakpoint
                  }
                };
              }
              case "file": {
                const promptCacheBreakpoint = getPromptCacheBreakpoint(
                  part.providerOptions
                );
                switch (part.data.type) {
                  case "reference": {
                    return {
                      type: "file",
                      file: {
                        file_id: resolveProviderReference({
                          reference: part.data.reference,
                          provider: "openai"
                        })
                      },
                      ...promptCacheBreakpoint != null && {
                        prompt_cache_breakpoint: promptCacheBreakpoint
                      }
                    };
                  }
                  case "text": {
                    throw new dist_UnsupportedFunctionalityError({
                      functionality: "text file parts"
                    });
                  }
                  case "url":
                  case "data": {
                    const topLevel = getTopLevelMediaType(part.mediaType);
                    if (topLevel === "image") {
                      return {
                        type: "image_url",
                        image_url: {
                          url: part.data.type === "url" ? part.data.url.toString() : `data:${resolveFullMediaType({ part })};base64,${convertToBase64(part.data.data)}`,
                          detail: part.providerOptions?.openai?.imageDetail
                        },
                        ...promptCacheBreakpoint != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint
                        }
                      };
                    } else if (topLevel === "audio") {
                      if (part.data.type === "url") {
                        throw new dist_UnsupportedFunctionalityError({
                          functionality: "audio file parts with URLs"
                        });
                      }
                      const fullMediaType = resolveFullMediaType({ part });
                      switch (fullMediaType) {
                        case "audio/wav": {
                          return {
                            type: "input_audio",
                            input_audio: {
                              data: convertToBase64(part.data.data),
                              format: "wav"
                            },
                            ...promptCacheBreakpoint != null && {
                              prompt_cache_breakpoint: promptCacheBreakpoint
                            }
                          };
                        }
                        case "audio/mp3":
                        case "audio/mpeg": {
                          return {
                            type: "input_audio",
                            input_audio: {
                              data: convertToBase64(part.data.data),
                              format: "mp3"
                            },
                            ...promptCacheBreakpoint != null && {
                              prompt_cache_breakpoint: promptCacheBreakpoint
                            }
                          };
                        }
                        default: {
                          throw new dist_UnsupportedFunctionalityError({
                            functionality: `audio content parts with media type ${fullMediaType}`
                          });
                        }
                      }
                    }
                    {
                      const fullMediaType = resolveFullMediaType({ part });
                      if (fullMediaType !== "application/pdf") {
                        throw new dist_UnsupportedFunctionalityError({
                          functionality: `file part media type ${fullMediaType}`
                        });
                      }
                      if (part.data.type === "url") {
                        throw new dist_UnsupportedFunctionalityError({
                          functionality: "PDF file parts with URLs"
                        });
                      }
                      return {
                        type: "file",
                        file: {
                          filename: part.filename ?? `part-${index}.pdf`,
                          file_data: `data:application/pdf;base64,${convertToBase64(part.data.data)}`
                        },
                        ...promptCacheBreakpoint != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint
                        }
                      };
                    }
                  }
                }
              }
            }
          })
        });
        break;
      }
      case "assistant": {
        let text = "";
        const textParts = [];
        let hasPromptCacheBreakpoint = false;
        const toolCalls = [];
        for (const part of content) {
          switch (part.type) {
            case "text": {
              const promptCacheBreakpoint = getPromptCacheBreakpoint(
                part.providerOptions
              );
              text += part.text;
              textParts.push({
                type: "text",
                text: part.text,
                ...promptCacheBreakpoint != null && {
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              });
              hasPromptCacheBreakpoint ||= promptCacheBreakpoint != null;
              break;
            }
            case "tool-call": {
              toolCalls.push({
                id: part.toolCallId,
                type: "function",
                function: {
                  name: part.toolName,
                  arguments: serializeToolCallArguments(part.input)
                }
              });
              break;
            }
          }
        }
        messages.push({
          role: "assistant",
          content: hasPromptCacheBreakpoint ? textParts : toolCalls.length > 0 ? text || null : text,
          tool_calls: toolCalls.length > 0 ? toolCalls : void 0
        });
        break;
      }
      case "tool": {
        for (const toolResponse of content) {
          if (toolResponse.type === "tool-approval-response") {
            continue;
          }
          const output = toolResponse.output;
          const promptCacheBreakpoint = (output.type === "content" ? output.value.map((part) => getPromptCacheBreakpoint(part.providerOptions)).find((breakpoint) => breakpoint != null) : getPromptCacheBreakpoint(output.providerOptions)) ?? getPromptCacheBreakpoint(toolResponse.providerOptions);
          let contentValue;
          switch (output.type) {
            case "text":
            case "error-text":
              contentValue = output.value;
              break;
            case "execution-denied":
              contentValue = output.reason ?? "Tool call execution denied.";
              break;
            case "content":
            case "json":
            case "error-json":
              contentValue = JSON.stringify(output.value);
              break;
          }
          messages.push({
            role: "tool",
            tool_call_id: toolResponse.toolCallId,
            content: promptCacheBreakpoint == null ? contentValue : [
              {
                type: "text",
                text: contentValue,
                prompt_cache_breakpoint: promptCacheBreakpoint
              }
            ]
          });
        }
        break;
      }
      default: {
        const _exhaustiveCheck = role;
        throw new Error(`Unsupported role: ${_exhaustiveCheck}`);
      }
    }
  }
  return { messages, warnings };
}

// src/chat/get-response-metadata.ts

function getResponseMetadata({
  id,
  model,
  created
}) {
  return createLanguageModelResponseMetadata({
    id,
    model,
    // Azure content-filter chunks use 0 as a placeholder timestamp. Preserve
    // the previous OpenAI behavior so those chunks are not treated as metadata.
    created: created || void 0
  });
}

// src/chat/map-openai-finish-reason.ts
function mapOpenAIFinishReason(finishReason) {
  switch (finishReason) {
    case "stop":
      return "stop";
    case "length":
      return "length";
    case "content_filter":
      return "content-filter";
    case "function_call":
    case "tool_calls":
      return "tool-calls";
    default:
      return "other";
  }
}

// src/chat/openai-chat-api.ts


var openaiChatResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      id: schemas/* string */.YjP().nullish(),
      created: schemas/* number */.aig().nullish(),
      model: schemas/* string */.YjP().nullish(),
      choices: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          message: schemas/* object */.Ikc({
            role: schemas/* literal */.euz("assistant").nullish(),
            content: schemas/* string */.YjP().nullish(),
            audio: schemas/* object */.Ikc({
              transcript: schemas/* string */.YjP().nullish()
            }).nullish(),
            tool_calls: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                id: schemas/* string */.YjP().nullish(),
                type: schemas/* literal */.euz("function"),
                function: schemas/* object */.Ikc({
                  name: schemas/* string */.YjP(),
                  arguments: schemas/* string */.YjP()
                })
              })
            ).nullish(),
            annotations: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("url_citation"),
                url_citation: schemas/* object */.Ikc({
                  start_index: schemas/* number */.aig(),
                  end_index: schemas/* number */.aig(),
                  url: schemas/* string */.YjP(),
                  title: schemas/* string */.YjP()
                })
              })
            ).nullish()
          }),
          index: schemas/* number */.aig(),
          logprobs: schemas/* object */.Ikc({
            content: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                token: schemas/* string */.YjP(),
                logprob: schemas/* number */.aig(),
                top_logprobs: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    token: schemas/* string */.YjP(),
                    logprob: schemas/* number */.aig()
                  })
                )
              })
            ).nullish()
          }).nullish(),
          finish_reason: schemas/* string */.YjP().nullish()
        })
      ),
      usage: schemas/* object */.Ikc({
        prompt_tokens: schemas/* number */.aig().nullish(),
        completion_tokens: schemas/* number */.aig().nullish(),
        total_tokens: schemas/* number */.aig().nullish(),
        prompt_tokens_details: schemas/* object */.Ikc({
          cached_tokens: schemas/* number */.aig().nullish(),
          cache_write_tokens: schemas/* number */.aig().nullish()
        }).nullish(),
        completion_tokens_details: schemas/* object */.Ikc({
          reasoning_tokens: schemas/* number */.aig().nullish(),
          accepted_prediction_tokens: schemas/* number */.aig().nullish(),
          rejected_prediction_tokens: schemas/* number */.aig().nullish()
        }).nullish()
      }).nullish()
    })
  )
);
var openaiChatChunkSchema = lazySchema(
  () => zodSchema(
    schemas/* union */.KCZ([
      schemas/* object */.Ikc({
        id: schemas/* string */.YjP().nullish(),
        created: schemas/* number */.aig().nullish(),
        model: schemas/* string */.YjP().nullish(),
        choices: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            delta: schemas/* object */.Ikc({
              role: schemas/* enum */.k5n(["assistant"]).nullish(),
              content: schemas/* string */.YjP().nullish(),
              tool_calls: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  index: schemas/* number */.aig(),
                  id: schemas/* string */.YjP().nullish(),
                  type: schemas/* literal */.euz("function").nullish(),
                  function: schemas/* object */.Ikc({
                    name: schemas/* string */.YjP().nullish(),
                    arguments: schemas/* string */.YjP().nullish()
                  })
                })
              ).nullish(),
              annotations: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  type: schemas/* literal */.euz("url_citation"),
                  url_citation: schemas/* object */.Ikc({
                    start_index: schemas/* number */.aig(),
                    end_index: schemas/* number */.aig(),
                    url: schemas/* string */.YjP(),
                    title: schemas/* string */.YjP()
                  })
                })
              ).nullish()
            }).nullish(),
            logprobs: schemas/* object */.Ikc({
              content: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  token: schemas/* string */.YjP(),
                  logprob: schemas/* number */.aig(),
                  top_logprobs: schemas/* array */.YOg(
                    schemas/* object */.Ikc({
                      token: schemas/* string */.YjP(),
                      logprob: schemas/* number */.aig()
                    })
                  )
                })
              ).nullish()
            }).nullish(),
            finish_reason: schemas/* string */.YjP().nullish(),
            index: schemas/* number */.aig()
          })
        ),
        usage: schemas/* object */.Ikc({
          prompt_tokens: schemas/* number */.aig().nullish(),
          completion_tokens: schemas/* number */.aig().nullish(),
          total_tokens: schemas/* number */.aig().nullish(),
          prompt_tokens_details: schemas/* object */.Ikc({
            cached_tokens: schemas/* number */.aig().nullish(),
            cache_write_tokens: schemas/* number */.aig().nullish()
          }).nullish(),
          completion_tokens_details: schemas/* object */.Ikc({
            reasoning_tokens: schemas/* number */.aig().nullish(),
            accepted_prediction_tokens: schemas/* number */.aig().nullish(),
            rejected_prediction_tokens: schemas/* number */.aig().nullish()
          }).nullish()
        }).nullish()
      }),
      openaiErrorDataSchema
    ])
  )
);

// src/chat/openai-chat-language-model-options.ts


var openaiLanguageModelChatOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Modify the likelihood of specified tokens appearing in the completion.
       *
       * Accepts a JSON object that maps tokens (specified by their token ID in
       * the GPT tokenizer) to an associated bias value from -100 to 100.
       */
      logitBias: schemas/* record */.g1P(coerce/* number */.ai(), schemas/* number */.aig()).optional(),
      /**
       * Return the log probabilities of the tokens.
       *
       * Setting to true will return the log probabilities of the tokens that
       * were generated.
       *
       * Setting to a number will return the log probabilities of the top n
       * tokens that were generated.
       */
      logprobs: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* number */.aig()]).optional(),
      /**
       * Whether to enable parallel function calling during tool use. Default to true.
       */
      parallelToolCalls: schemas/* boolean */.zMY().optional(),
      /**
       * A unique identifier representing your end-user, which can help OpenAI to
       * monitor and detect abuse.
       */
      user: schemas/* string */.YjP().optional(),
      /**
       * Reasoning effort for reasoning models. Defaults to `medium`.
       */
      reasoningEffort: schemas/* enum */.k5n(["none", "minimal", "low", "medium", "high", "xhigh", "max"]).optional(),
      /**
       * Maximum number of completion tokens to generate. Useful for reasoning models.
       */
      maxCompletionTokens: schemas/* number */.aig().optional(),
      /**
       * Whether to enable persistence in responses API.
       */
      store: schemas/* boolean */.zMY().optional(),
      /**
       * Metadata to associate with the request.
       */
      metadata: schemas/* record */.g1P(schemas/* string */.YjP().max(64), schemas/* string */.YjP().max(512)).optional(),
      /**
       * Parameters for prediction mode.
       */
      prediction: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* any */.bzn()).optional(),
      /**
       * Service tier for the request.
       * - 'auto': Default service tier. The request will be processed with the service tier configured in the
       *           Project settings. Unless otherwise configured, the Project will use 'default'.
       * - 'flex': 50% cheaper processing at the cost of increased latency. Only available for o3 and o4-mini models.
       * - 'priority': Higher-speed processing with predictably low latency at premium cost. Available for Enterprise customers.
       * - 'fast': OpenAI's newer name for the 'priority' tier. Interchangeable with it.
       * - 'ultrafast': Access-controlled Ultrafast processing. Only available for gpt-5.6-sol.
       * - 'default': The request will be processed with the standard pricing and performance for the selected model.
       *
       * @default 'auto'
       */
      serviceTier: schemas/* enum */.k5n(["auto", "flex", "priority", "fast", "ultrafast", "default"]).optional(),
      /**
       * Whether to use strict JSON schema validation.
       *
       * @default true
       */
      strictJsonSchema: schemas/* boolean */.zMY().optional(),
      /**
       * Controls the verbosity of the model's responses.
       * Lower values will result in more concise responses, while higher values will result in more verbose responses.
       */
      textVerbosity: schemas/* enum */.k5n(["low", "medium", "high"]).optional(),
      /**
       * A cache key for prompt caching. Allows manual control over prompt caching behavior.
       * Useful for improving cache hit rates and working around automatic caching issues.
       */
      promptCacheKey: schemas/* string */.YjP().optional(),
      /**
       * Prompt cache behavior for GPT-5.6 and later models.
       * `mode` controls whether OpenAI also places an implicit breakpoint.
       * `ttl` sets the minimum cache lifetime and currently only supports 30 minutes.
       */
      promptCacheOptions: schemas/* object */.Ikc({
        mode: schemas/* enum */.k5n(["implicit", "explicit"]).optional(),
        ttl: schemas/* literal */.euz("30m").optional()
      }).optional(),
      /**
       * The retention policy for the prompt cache.
       * - 'in_memory': Default. Standard prompt caching behavior.
       * - '24h': Extended prompt caching that keeps cached prefixes active for up to 24 hours.
       *          Available for models before GPT-5.6 that support extended caching.
       *
       * @deprecated For GPT-5.6 and later models, use `promptCacheOptions.ttl`.
       *
       * @default 'in_memory'
       */
      promptCacheRetention: schemas/* enum */.k5n(["in_memory", "24h"]).optional(),
      /**
       * A stable identifier used to help detect users of your application
       * that may be violating OpenAI's usage policies. The IDs should be a
       * string that uniquely identifies each user. We recommend hashing their
       * username or email address, in order to avoid sending us any identifying
       * information.
       */
      safetyIdentifier: schemas/* string */.YjP().optional(),
      /**
       * Override the system message mode for this model.
       * - 'system': Use the 'system' role for system messages (default for most models)
       * - 'developer': Use the 'developer' role for system messages (used by reasoning models)
       * - 'remove': Remove system messages entirely
       *
       * If not specified, the mode is automatically determined based on the model.
       */
      systemMessageMode: schemas/* enum */.k5n(["system", "developer", "remove"]).optional(),
      /**
       * Force treating this model as a reasoning model.
       *
       * This is useful for "stealth" reasoning models (e.g. via a custom baseURL)
       * where the model ID is not recognized by the SDK's allowlist.
       *
       * When enabled, the SDK applies reasoning-model parameter compatibility rules
       * and defaults `systemMessageMode` to `developer` unless overridden.
       */
      forceReasoning: schemas/* boolean */.zMY().optional()
    })
  )
);

// src/chat/openai-chat-prepare-tools.ts


// src/normalize-openai-json-schema.ts

function normalizeOpenAIJsonSchema(schema) {
  let removedPropertyNames = false;
  let removedLookaroundPattern = false;
  const normalizedSchema = normalizeSchema(schema, true);
  const warnings = [];
  if (removedPropertyNames) {
    warnings.push({
      type: "compatibility",
      feature: "JSON Schema propertyNames",
      details: "OpenAI does not support JSON Schema propertyNames. It was removed before sending the schema, so OpenAI will not enforce property-name constraints."
    });
  }
  if (removedLookaroundPattern) {
    warnings.push({
      type: "compatibility",
      feature: "JSON Schema pattern with regex lookaround",
      details: "OpenAI does not support regex lookaround in JSON Schema patterns. The pattern was removed before sending the schema, so OpenAI will not enforce that constraint."
    });
  }
  return {
    schema: normalizedSchema,
    warnings
  };
  function normalizeSchema(schema2, isRoot = false) {
    const propertyNames = schema2.propertyNames;
    if (propertyNames != null) {
      if (typeof propertyNames === "boolean" || propertyNames.type !== "string") {
        throw new dist_UnsupportedFunctionalityError({
          functionality: "JSON Schema propertyNames that does not use a string schema"
        });
      }
      removedPropertyNames = true;
    }
    const normalizedSchema2 = { ...schema2 };
    delete normalizedSchema2.propertyNames;
    if (normalizedSchema2.pattern != null && containsRegexLookaround(normalizedSchema2.pattern)) {
      delete normalizedSchema2.pattern;
      removedLookaroundPattern = true;
    }
    if (normalizedSchema2.properties != null) {
      normalizedSchema2.properties = normalizeSchemaRecord(
        normalizedSchema2.properties
      );
    }
    if (normalizedSchema2.patternProperties != null) {
      normalizedSchema2.patternProperties = normalizeSchemaRecord(
        normalizedSchema2.patternProperties
      );
    }
    if (normalizedSchema2.additionalProperties != null) {
      normalizedSchema2.additionalProperties = normalizeDefinition(
        normalizedSchema2.additionalProperties
      );
    }
    if (normalizedSchema2.additionalItems != null) {
      normalizedSchema2.additionalItems = normalizeDefinition(
        normalizedSchema2.additionalItems
      );
    }
    if (normalizedSchema2.items != null) {
      normalizedSchema2.items = Array.isArray(normalizedSchema2.items) ? normalizedSchema2.items.map(normalizeDefinition) : normalizeDefinition(normalizedSchema2.items);
    }
    if (normalizedSchema2.contains != null) {
      normalizedSchema2.contains = normalizeDefinition(
        normalizedSchema2.contains
      );
    }
    if (normalizedSchema2.not != null) {
      normalizedSchema2.not = normalizeDefinition(normalizedSchema2.not);
    }
    if (normalizedSchema2.allOf != null) {
      normalizedSchema2.allOf = normalizedSchema2.allOf.map(normalizeDefinition);
    }
    if (normalizedSchema2.anyOf != null) {
      normalizedSchema2.anyOf = normalizedSchema2.anyOf.map(normalizeDefinition);
    }
    if (normalizedSchema2.oneOf != null) {
      normalizedSchema2.oneOf = normalizedSchema2.oneOf.map(normalizeDefinition);
    }
    if (normalizedSchema2.definitions != null) {
      normalizedSchema2.definitions = normalizeSchemaRecord(
        normalizedSchema2.definitions
      );
    }
    if (normalizedSchema2.$defs != null) {
      normalizedSchema2.$defs = normalizeSchemaRecord(normalizedSchema2.$defs);
    }
    if (normalizedSchema2.dependencies != null) {
      normalizedSchema2.dependencies = Object.fromEntries(
        Object.entries(normalizedSchema2.dependencies).map(
          ([key, dependency]) => [
            key,
            Array.isArray(dependency) ? dependency : normalizeDefinition(dependency)
          ]
        )
      );
    }
    for (const keyword of ["if", "then", "else"]) {
      const conditionalSchema = normalizedSchema2[keyword];
      if (conditionalSchema != null) {
        normalizedSchema2[keyword] = normalizeDefinition(conditionalSchema);
      }
    }
    const reference = getSingletonReference(normalizedSchema2);
    if (reference == null) {
      return normalizedSchema2;
    }
    const { allOf: _allOf, ...schemaWithoutAllOf } = normalizedSchema2;
    if (!isRoot) {
      return {
        ...schemaWithoutAllOf,
        $ref: reference
      };
    }
    const referencedSchema = getLocalReferenceSchema(
      reference,
      normalizedSchema2
    );
    if (referencedSchema == null) {
      return normalizedSchema2;
    }
    return {
      ...referencedSchema,
      ...schemaWithoutAllOf
    };
  }
  function getSingletonReference(schema2) {
    if (schema2.allOf?.length !== 1) {
      return void 0;
    }
    const [allOfSchema] = schema2.allOf;
    return typeof allOfSchema === "object" && allOfSchema != null && Object.keys(allOfSchema).length === 1 && typeof allOfSchema.$ref === "string" ? allOfSchema.$ref : void 0;
  }
  function getLocalReferenceSchema(reference, schema2) {
    const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(reference);
    if (match == null) {
      return void 0;
    }
    const [, keyword, encodedName] = match;
    const name = encodedName.replace(/~1/g, "/").replace(/~0/g, "~");
    const definition = keyword === "definitions" ? schema2.definitions?.[name] : schema2.$defs?.[name];
    return typeof definition === "object" && definition != null ? definition : void 0;
  }
  function normalizeSchemaRecord(schemas) {
    return Object.fromEntries(
      Object.entries(schemas).map(([key, schema2]) => [
        key,
        normalizeDefinition(schema2)
      ])
    );
  }
  function normalizeDefinition(definition) {
    return typeof definition === "boolean" ? definition : normalizeSchema(definition);
  }
}
function containsRegexLookaround(pattern) {
  let escaped = false;
  let inCharacterClass = false;
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index];
    if (escaped) {
      escaped = false;
      continue;
    }
    if (character === "\\") {
      escaped = true;
      continue;
    }
    if (character === "[") {
      inCharacterClass = true;
      continue;
    }
    if (character === "]") {
      inCharacterClass = false;
      continue;
    }
    if (!inCharacterClass && character === "(" && pattern[index + 1] === "?") {
      const lookaroundPrefix = pattern[index + 2];
      if (lookaroundPrefix === "=" || lookaroundPrefix === "!") {
        return true;
      }
      if (lookaroundPrefix === "<" && (pattern[index + 3] === "=" || pattern[index + 3] === "!")) {
        return true;
      }
    }
  }
  return false;
}

// src/chat/openai-chat-prepare-tools.ts
function prepareChatTools({
  tools,
  toolChoice
}) {
  tools = tools?.length ? tools : void 0;
  const toolWarnings = [];
  if (tools == null) {
    return { tools: void 0, toolChoice: void 0, toolWarnings };
  }
  const openaiTools = [];
  for (const tool of tools) {
    switch (tool.type) {
      case "function": {
        const normalizedInputSchema = normalizeOpenAIJsonSchema(
          tool.inputSchema
        );
        toolWarnings.push(...normalizedInputSchema.warnings);
        openaiTools.push({
          type: "function",
          function: {
            name: tool.name,
            description: tool.description,
            parameters: normalizedInputSchema.schema,
            ...tool.strict != null ? { strict: tool.strict } : {}
          }
        });
        break;
      }
      default:
        toolWarnings.push({
          type: "unsupported",
          feature: `tool type: ${tool.type}`
        });
        break;
    }
  }
  if (toolChoice == null) {
    return { tools: openaiTools, toolChoice: void 0, toolWarnings };
  }
  const type = toolChoice.type;
  switch (type) {
    case "auto":
    case "none":
    case "required":
      return { tools: openaiTools, toolChoice: type, toolWarnings };
    case "tool":
      return {
        tools: openaiTools,
        toolChoice: {
          type: "function",
          function: {
            name: toolChoice.toolName
          }
        },
        toolWarnings
      };
    default: {
      const _exhaustiveCheck = type;
      throw new dist_UnsupportedFunctionalityError({
        functionality: `tool choice type: ${_exhaustiveCheck}`
      });
    }
  }
}

// src/chat/openai-chat-language-model.ts
var OpenAIChatLanguageModel = class _OpenAIChatLanguageModel {
  constructor(modelId, config) {
    this.specificationVersion = "v4";
    this.supportedUrls = {
      "image/*": [/^https?:\/\/.*$/]
    };
    this.modelId = modelId;
    this.config = config;
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _OpenAIChatLanguageModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    prompt,
    maxOutputTokens,
    temperature,
    topP,
    topK,
    frequencyPenalty,
    presencePenalty,
    stopSequences,
    responseFormat,
    seed,
    tools,
    toolChoice,
    reasoning,
    providerOptions
  }) {
    const warnings = [];
    const openaiOptions = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openaiLanguageModelChatOptions
    }) ?? {};
    const modelCapabilities = getOpenAILanguageModelCapabilities(this.modelId);
    let resolvedReasoningEffort = openaiOptions.reasoningEffort ?? (isCustomReasoning(reasoning) ? reasoning : void 0);
    if (resolvedReasoningEffort != null && modelCapabilities.supportedReasoningEfforts != null && !modelCapabilities.supportedReasoningEfforts.includes(
      resolvedReasoningEffort
    )) {
      warnings.push({
        type: "unsupported",
        feature: "reasoningEffort",
        details: `${this.modelId} only supports the following reasoning efforts: ${modelCapabilities.supportedReasoningEfforts.join(", ")}`
      });
      resolvedReasoningEffort = void 0;
    }
    const isReasoningModel = openaiOptions.forceReasoning ?? modelCapabilities.isReasoningModel;
    if (topK != null) {
      warnings.push({ type: "unsupported", feature: "topK" });
    }
    const { messages, warnings: messageWarnings } = convertToOpenAIChatMessages(
      {
        prompt,
        systemMessageMode: openaiOptions.systemMessageMode ?? (isReasoningModel ? "developer" : modelCapabilities.systemMessageMode)
      }
    );
    warnings.push(...messageWarnings);
    const strictJsonSchema = openaiOptions.strictJsonSchema ?? true;
    const normalizedResponseFormatSchema = responseFormat?.type === "json" && responseFormat.schema != null ? normalizeOpenAIJsonSchema(responseFormat.schema) : void 0;
    if (normalizedResponseFormatSchema != null) {
      warnings.push(...normalizedResponseFormatSchema.warnings);
    }
    const baseArgs = {
      // model id:
      model: this.modelId,
      // model specific settings:
      logit_bias: openaiOptions.logitBias,
      logprobs: openaiOptions.logprobs === true || typeof openaiOptions.logprobs === "number" ? true : void 0,
      top_logprobs: typeof openaiOptions.logprobs === "number" ? openaiOptions.logprobs : typeof openaiOptions.logprobs === "boolean" ? openaiOptions.logprobs ? 0 : void 0 : void 0,
      user: openaiOptions.user,
      parallel_tool_calls: openaiOptions.parallelToolCalls,
      // standardized settings:
      max_tokens: maxOutputTokens,
      temperature,
      top_p: topP,
      frequency_penalty: frequencyPenalty,
      presence_penalty: presencePenalty,
      response_format: responseFormat?.type === "json" ? normalizedResponseFormatSchema != null ? {
        type: "json_schema",
        json_schema: {
          schema: normalizedResponseFormatSchema.schema,
          strict: strictJsonSchema,
          name: responseFormat.name ?? "response",
          description: responseFormat.description
        }
      } : { type: "json_object" } : void 0,
      stop: stopSequences,
      seed,
      verbosity: openaiOptions.textVerbosity,
      // openai specific settings:
      // TODO AI SDK 6: remove, we auto-map maxOutputTokens now
      max_completion_tokens: openaiOptions.maxCompletionTokens,
      store: openaiOptions.store,
      metadata: openaiOptions.metadata,
      prediction: openaiOptions.prediction,
      reasoning_effort: resolvedReasoningEffort,
      service_tier: openaiOptions.serviceTier,
      prompt_cache_key: openaiOptions.promptCacheKey,
      prompt_cache_options: openaiOptions.promptCacheOptions,
      prompt_cache_retention: openaiOptions.promptCacheRetention,
      safety_identifier: openaiOptions.safetyIdentifier,
      // messages:
      messages
    };
    if (modelCapabilities.supportedReasoningEfforts != null && baseArgs.prompt_cache_retention != null) {
      baseArgs.prompt_cache_retention = void 0;
      warnings.push({
        type: "unsupported",
        feature: "promptCacheRetention",
        details: "promptCacheRetention is not supported by GPT-6 and later models; use promptCacheOptions instead"
      });
    }
    if (isReasoningModel) {
      if (resolvedReasoningEffort !== "none" || !modelCapabilities.supportsNonReasoningParameters) {
        if (baseArgs.temperature != null) {
          baseArgs.temperature = void 0;
          warnings.push({
            type: "unsupported",
            feature: "temperature",
            details: "temperature is not supported for reasoning models"
          });
        }
        if (baseArgs.top_p != null) {
          baseArgs.top_p = void 0;
          warnings.push({
            type: "unsupported",
            feature: "topP",
            details: "topP is not supported for reasoning models"
          });
        }
        if (baseArgs.logprobs != null) {
          baseArgs.logprobs = void 0;
          warnings.push({
            type: "other",
            message: "logprobs is not supported for reasoning models"
          });
        }
      }
      if (baseArgs.frequency_penalty != null) {
        baseArgs.frequency_penalty = void 0;
        warnings.push({
          type: "unsupported",
          feature: "frequencyPenalty",
          details: "frequencyPenalty is not supported for reasoning models"
        });
      }
      if (baseArgs.presence_penalty != null) {
        baseArgs.presence_penalty = void 0;
        warnings.push({
          type: "unsupported",
          feature: "presencePenalty",
          details: "presencePenalty is not supported for reasoning models"
        });
      }
      if (baseArgs.logit_bias != null) {
        baseArgs.logit_bias = void 0;
        warnings.push({
          type: "other",
          message: "logitBias is not supported for reasoning models"
        });
      }
      if (baseArgs.top_logprobs != null) {
        baseArgs.top_logprobs = void 0;
        warnings.push({
          type: "other",
          message: "topLogprobs is not supported for reasoning models"
        });
      }
      if (baseArgs.max_tokens != null) {
        if (baseArgs.max_completion_tokens == null) {
          baseArgs.max_completion_tokens = baseArgs.max_tokens;
        }
        baseArgs.max_tokens = void 0;
      }
    } else if (this.modelId.startsWith("gpt-4o-search-preview") || this.modelId.startsWith("gpt-4o-mini-search-preview")) {
      if (baseArgs.temperature != null) {
        baseArgs.temperature = void 0;
        warnings.push({
          type: "unsupported",
          feature: "temperature",
          details: "temperature is not supported for the search preview models and has been removed."
        });
      }
    }
    if (openaiOptions.serviceTier === "flex" && !modelCapabilities.supportsFlexProcessing) {
      warnings.push({
        type: "unsupported",
        feature: "serviceTier",
        details: "flex processing is only available for o3, o4-mini, and gpt-5 models"
      });
      baseArgs.service_tier = void 0;
    }
    if ((openaiOptions.serviceTier === "priority" || openaiOptions.serviceTier === "fast") && !modelCapabilities.supportsPriorityProcessing) {
      warnings.push({
        type: "unsupported",
        feature: "serviceTier",
        details: "priority processing is only available for supported models (gpt-4, gpt-5, gpt-5-mini, o3, o4-mini) and requires Enterprise access. gpt-5-nano is not supported"
      });
      baseArgs.service_tier = void 0;
    }
    const {
      tools: openaiTools,
      toolChoice: openaiToolChoice,
      toolWarnings
    } = prepareChatTools({
      tools,
      toolChoice
    });
    return {
      args: {
        ...baseArgs,
        tools: openaiTools,
        tool_choice: openaiToolChoice
      },
      warnings: [...warnings, ...toolWarnings]
    };
  }
  async doGenerate(options) {
    const { args: body, warnings } = await this.getArgs(options);
    const {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: this.config.url({
        path: "/chat/completions",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiChatResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const choice = response.choices[0];
    if (choice == null) {
      throw new InvalidResponseDataError({
        data: rawResponse,
        message: "Response did not contain any choices."
      });
    }
    const content = [];
    const text = choice.message.content != null && choice.message.content.length > 0 ? choice.message.content : choice.message.audio?.transcript;
    if (text != null && text.length > 0) {
      content.push({ type: "text", text });
    }
    for (const toolCall of choice.message.tool_calls ?? []) {
      content.push({
        type: "tool-call",
        toolCallId: toolCall.id || generateId(),
        toolName: toolCall.function.name,
        input: toolCall.function.arguments
      });
    }
    for (const annotation of choice.message.annotations ?? []) {
      content.push({
        type: "source",
        sourceType: "url",
        id: generateId(),
        url: annotation.url_citation.url,
        title: annotation.url_citation.title
      });
    }
    const completionTokenDetails = response.usage?.completion_tokens_details;
    const providerMetadata = { openai: {} };
    if (completionTokenDetails?.accepted_prediction_tokens != null) {
      providerMetadata.openai.acceptedPredictionTokens = completionTokenDetails?.accepted_prediction_tokens;
    }
    if (completionTokenDetails?.rejected_prediction_tokens != null) {
      providerMetadata.openai.rejectedPredictionTokens = completionTokenDetails?.rejected_prediction_tokens;
    }
    if (choice.logprobs?.content != null) {
      providerMetadata.openai.logprobs = choice.logprobs.content;
    }
    return {
      content,
      finishReason: {
        unified: mapOpenAIFinishReason(choice.finish_reason),
        raw: choice.finish_reason ?? void 0
      },
      usage: convertOpenAIChatUsage(response.usage),
      request: { body },
      response: {
        ...getResponseMetadata(response),
        headers: responseHeaders,
        body: rawResponse
      },
      warnings,
      providerMetadata
    };
  }
  async doStream(options) {
    const { args, warnings } = await this.getArgs(options);
    const body = {
      ...args,
      stream: true,
      stream_options: {
        include_usage: true
      }
    };
    const url = this.config.url({
      path: "/chat/completions",
      modelId: this.modelId
    });
    const { responseHeaders, value: response } = await postJsonToApi({
      url,
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        openaiChatChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const checkedResponse = await throwIfOpenAIStreamErrorBeforeOutput({
      stream: response,
      getError: (chunk) => "error" in chunk ? chunk.error : void 0,
      isOutputChunk: isOpenAIChatOutputChunk,
      url,
      requestBodyValues: body,
      responseHeaders
    });
    let toolCallTracker;
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    let usage = void 0;
    let metadataExtracted = false;
    let isActiveText = false;
    const providerMetadata = { openai: {} };
    const result = {
      stream: checkedResponse.pipeThrough(
        new TransformStream({
          start(controller) {
            toolCallTracker = new StreamingToolCallTracker(controller, {
              generateId: generateId,
              typeValidation: "if-present"
            });
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({ type: "error", error: chunk.error });
              return;
            }
            const value = chunk.value;
            if ("error" in value) {
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({
                type: "error",
                error: createOpenAIProviderStreamError(value.error) ?? value.error
              });
              return;
            }
            if (!metadataExtracted) {
              const metadata = getResponseMetadata(value);
              if (Object.values(metadata).some(Boolean)) {
                metadataExtracted = true;
                controller.enqueue({
                  type: "response-metadata",
                  ...getResponseMetadata(value)
                });
              }
            }
            if (value.usage != null) {
              usage = value.usage;
              if (value.usage.completion_tokens_details?.accepted_prediction_tokens != null) {
                providerMetadata.openai.acceptedPredictionTokens = value.usage.completion_tokens_details?.accepted_prediction_tokens;
              }
              if (value.usage.completion_tokens_details?.rejected_prediction_tokens != null) {
                providerMetadata.openai.rejectedPredictionTokens = value.usage.completion_tokens_details?.rejected_prediction_tokens;
              }
            }
            const choice = value.choices[0];
            if (choice?.finish_reason != null) {
              finishReason = {
                unified: mapOpenAIFinishReason(choice.finish_reason),
                raw: choice.finish_reason
              };
            }
            if (choice?.logprobs?.content != null) {
              providerMetadata.openai.logprobs = choice.logprobs.content;
            }
            if (choice?.delta == null) {
              return;
            }
            const delta = choice.delta;
            if (delta.content != null) {
              if (!isActiveText) {
                controller.enqueue({ type: "text-start", id: "0" });
                isActiveText = true;
              }
              controller.enqueue({
                type: "text-delta",
                id: "0",
                delta: delta.content
              });
            }
            if (delta.tool_calls != null) {
              for (const toolCallDelta of delta.tool_calls) {
                toolCallTracker.processDelta(toolCallDelta);
              }
            }
            if (delta.annotations != null) {
              for (const annotation of delta.annotations) {
                controller.enqueue({
                  type: "source",
                  sourceType: "url",
                  id: generateId(),
                  url: annotation.url_citation.url,
                  title: annotation.url_citation.title
                });
              }
            }
          },
          flush(controller) {
            if (isActiveText) {
              controller.enqueue({ type: "text-end", id: "0" });
            }
            toolCallTracker.flush();
            controller.enqueue({
              type: "finish",
              finishReason,
              usage: convertOpenAIChatUsage(usage),
              ...providerMetadata != null ? { providerMetadata } : {}
            });
          }
        })
      ),
      request: { body },
      response: { headers: responseHeaders }
    };
    return result;
  }
};
function isOpenAIChatOutputChunk(chunk) {
  if ("error" in chunk) {
    return false;
  }
  return chunk.choices.some((choice) => {
    const delta = choice.delta;
    return delta?.content != null && delta.content.length > 0 || delta?.tool_calls != null && delta.tool_calls.length > 0 || delta?.annotations != null && delta.annotations.length > 0;
  });
}

// src/completion/openai-completion-language-model.ts


// src/completion/convert-openai-completion-usage.ts

function convertOpenAICompletionUsage(usage) {
  if (usage == null) {
    return createNullLanguageModelUsage();
  }
  const promptTokens = usage.prompt_tokens ?? 0;
  const completionTokens = usage.completion_tokens ?? 0;
  return {
    inputTokens: {
      total: usage.prompt_tokens ?? void 0,
      noCache: promptTokens,
      cacheRead: void 0,
      cacheWrite: void 0
    },
    outputTokens: {
      total: usage.completion_tokens ?? void 0,
      text: completionTokens,
      reasoning: void 0
    },
    raw: usage
  };
}

// src/completion/convert-to-openai-completion-prompt.ts

function convertToOpenAICompletionPrompt({
  prompt,
  user = "user",
  assistant = "assistant"
}) {
  let text = "";
  if (prompt[0].role === "system") {
    text += `${prompt[0].content}

`;
    prompt = prompt.slice(1);
  }
  for (const { role, content } of prompt) {
    switch (role) {
      case "system": {
        throw new InvalidPromptError({
          message: "Unexpected system message in prompt: ${content}",
          prompt
        });
      }
      case "user": {
        const userMessage = content.map((part) => {
          switch (part.type) {
            case "text": {
              return part.text;
            }
          }
        }).filter(Boolean).join("");
        text += `${user}:
${userMessage}

`;
        break;
      }
      case "assistant": {
        const assistantMessage = content.map((part) => {
          switch (part.type) {
            case "text": {
              return part.text;
            }
            case "tool-call": {
              throw new dist_UnsupportedFunctionalityError({
                functionality: "tool-call messages"
              });
            }
          }
        }).join("");
        text += `${assistant}:
${assistantMessage}

`;
        break;
      }
      case "tool": {
        throw new dist_UnsupportedFunctionalityError({
          functionality: "tool messages"
        });
      }
      default: {
        const _exhaustiveCheck = role;
        throw new Error(`Unsupported role: ${_exhaustiveCheck}`);
      }
    }
  }
  text += `${assistant}:
`;
  return {
    prompt: text,
    stopSequences: [`
${user}:`]
  };
}

// src/completion/get-response-metadata.ts


// src/completion/map-openai-finish-reason.ts
function mapOpenAIFinishReason2(finishReason) {
  switch (finishReason) {
    case "stop":
      return "stop";
    case "length":
      return "length";
    case "content_filter":
      return "content-filter";
    case "function_call":
    case "tool_calls":
      return "tool-calls";
    default:
      return "other";
  }
}

// src/completion/openai-completion-api.ts


var openaiCompletionResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      id: schemas/* string */.YjP().nullish(),
      created: schemas/* number */.aig().nullish(),
      model: schemas/* string */.YjP().nullish(),
      choices: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          text: schemas/* string */.YjP(),
          finish_reason: schemas/* string */.YjP(),
          logprobs: schemas/* object */.Ikc({
            tokens: schemas/* array */.YOg(schemas/* string */.YjP()),
            token_logprobs: schemas/* array */.YOg(schemas/* number */.aig()),
            top_logprobs: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig())).nullish()
          }).nullish()
        })
      ),
      usage: schemas/* object */.Ikc({
        prompt_tokens: schemas/* number */.aig(),
        completion_tokens: schemas/* number */.aig(),
        total_tokens: schemas/* number */.aig()
      }).nullish()
    })
  )
);
var openaiCompletionChunkSchema = lazySchema(
  () => zodSchema(
    schemas/* union */.KCZ([
      schemas/* object */.Ikc({
        id: schemas/* string */.YjP().nullish(),
        created: schemas/* number */.aig().nullish(),
        model: schemas/* string */.YjP().nullish(),
        choices: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            text: schemas/* string */.YjP(),
            finish_reason: schemas/* string */.YjP().nullish(),
            index: schemas/* number */.aig(),
            logprobs: schemas/* object */.Ikc({
              tokens: schemas/* array */.YOg(schemas/* string */.YjP()),
              token_logprobs: schemas/* array */.YOg(schemas/* number */.aig()),
              top_logprobs: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig())).nullish()
            }).nullish()
          })
        ),
        usage: schemas/* object */.Ikc({
          prompt_tokens: schemas/* number */.aig(),
          completion_tokens: schemas/* number */.aig(),
          total_tokens: schemas/* number */.aig()
        }).nullish()
      }),
      openaiErrorDataSchema
    ])
  )
);

// src/completion/openai-completion-language-model-options.ts


var openaiLanguageModelCompletionOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Echo back the prompt in addition to the completion.
       */
      echo: schemas/* boolean */.zMY().optional(),
      /**
       * Modify the likelihood of specified tokens appearing in the completion.
       *
       * Accepts a JSON object that maps tokens (specified by their token ID in
       * the GPT tokenizer) to an associated bias value from -100 to 100. You
       * can use this tokenizer tool to convert text to token IDs. Mathematically,
       * the bias is added to the logits generated by the model prior to sampling.
       * The exact effect will vary per model, but values between -1 and 1 should
       * decrease or increase likelihood of selection; values like -100 or 100
       * should result in a ban or exclusive selection of the relevant token.
       *
       * As an example, you can pass {"50256": -100} to prevent the <|endoftext|>
       * token from being generated.
       */
      logitBias: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()).optional(),
      /**
       * The suffix that comes after a completion of inserted text.
       */
      suffix: schemas/* string */.YjP().optional(),
      /**
       * A unique identifier representing your end-user, which can help OpenAI to
       * monitor and detect abuse. Learn more.
       */
      user: schemas/* string */.YjP().optional(),
      /**
       * Return the log probabilities of the tokens. Including logprobs will increase
       * the response size and can slow down response times. However, it can
       * be useful to better understand how the model is behaving.
       * Setting to true will return the log probabilities of the tokens that
       * were generated.
       * Setting to a number will return the log probabilities of the top n
       * tokens that were generated.
       */
      logprobs: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* number */.aig()]).optional()
    })
  )
);

// src/completion/openai-completion-language-model.ts
var OpenAICompletionLanguageModel = class _OpenAICompletionLanguageModel {
  constructor(modelId, config) {
    this.specificationVersion = "v4";
    this.supportedUrls = {
      // No URLs are supported for completion models.
    };
    this.modelId = modelId;
    this.config = config;
  }
  get providerOptionsName() {
    return this.config.provider.split(".")[0].trim();
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _OpenAICompletionLanguageModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    prompt,
    maxOutputTokens,
    temperature,
    topP,
    topK,
    frequencyPenalty,
    presencePenalty,
    stopSequences: userStopSequences,
    responseFormat,
    tools,
    toolChoice,
    seed,
    providerOptions
  }) {
    const warnings = [];
    const openaiOptions = {
      ...await parseProviderOptions({
        provider: "openai",
        providerOptions,
        schema: openaiLanguageModelCompletionOptions
      }),
      ...await parseProviderOptions({
        provider: this.providerOptionsName,
        providerOptions,
        schema: openaiLanguageModelCompletionOptions
      })
    };
    if (topK != null) {
      warnings.push({ type: "unsupported", feature: "topK" });
    }
    if (tools?.length) {
      warnings.push({ type: "unsupported", feature: "tools" });
    }
    if (toolChoice != null) {
      warnings.push({ type: "unsupported", feature: "toolChoice" });
    }
    if (responseFormat != null && responseFormat.type !== "text") {
      warnings.push({
        type: "unsupported",
        feature: "responseFormat",
        details: "JSON response format is not supported."
      });
    }
    const { prompt: completionPrompt, stopSequences } = convertToOpenAICompletionPrompt({ prompt });
    const stop = [...stopSequences ?? [], ...userStopSequences ?? []];
    return {
      args: {
        // model id:
        model: this.modelId,
        // model specific settings:
        echo: openaiOptions.echo,
        logit_bias: openaiOptions.logitBias,
        logprobs: openaiOptions?.logprobs === true ? 0 : openaiOptions?.logprobs === false ? void 0 : openaiOptions?.logprobs,
        suffix: openaiOptions.suffix,
        user: openaiOptions.user,
        // standardized settings:
        max_tokens: maxOutputTokens,
        temperature,
        top_p: topP,
        frequency_penalty: frequencyPenalty,
        presence_penalty: presencePenalty,
        seed,
        // prompt:
        prompt: completionPrompt,
        // stop sequences:
        stop: stop.length > 0 ? stop : void 0
      },
      warnings
    };
  }
  async doGenerate(options) {
    const { args, warnings } = await this.getArgs(options);
    const {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: this.config.url({
        path: "/completions",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body: args,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiCompletionResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const choice = response.choices[0];
    const providerMetadata = { openai: {} };
    if (choice.logprobs != null) {
      providerMetadata.openai.logprobs = choice.logprobs;
    }
    return {
      content: [{ type: "text", text: choice.text }],
      usage: convertOpenAICompletionUsage(response.usage),
      finishReason: {
        unified: mapOpenAIFinishReason2(choice.finish_reason),
        raw: choice.finish_reason ?? void 0
      },
      request: { body: args },
      response: {
        ...createLanguageModelResponseMetadata(response),
        headers: responseHeaders,
        body: rawResponse
      },
      providerMetadata,
      warnings
    };
  }
  async doStream(options) {
    const { args, warnings } = await this.getArgs(options);
    const body = {
      ...args,
      stream: true,
      stream_options: {
        include_usage: true
      }
    };
    const url = this.config.url({
      path: "/completions",
      modelId: this.modelId
    });
    const { responseHeaders, value: response } = await postJsonToApi({
      url,
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        openaiCompletionChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const checkedResponse = await throwIfOpenAIStreamErrorBeforeOutput({
      stream: response,
      getError: (chunk) => "error" in chunk ? chunk.error : void 0,
      isOutputChunk: isOpenAICompletionOutputChunk,
      url,
      requestBodyValues: body,
      responseHeaders
    });
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    const providerMetadata = { openai: {} };
    let usage = void 0;
    let isFirstChunk = true;
    const result = {
      stream: checkedResponse.pipeThrough(
        new TransformStream({
          start(controller) {
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({ type: "error", error: chunk.error });
              return;
            }
            const value = chunk.value;
            if ("error" in value) {
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({
                type: "error",
                error: createOpenAIProviderStreamError(value.error) ?? value.error
              });
              return;
            }
            if (isFirstChunk) {
              isFirstChunk = false;
              controller.enqueue({
                type: "response-metadata",
                ...createLanguageModelResponseMetadata(value)
              });
              controller.enqueue({ type: "text-start", id: "0" });
            }
            if (value.usage != null) {
              usage = value.usage;
            }
            const choice = value.choices[0];
            if (choice?.finish_reason != null) {
              finishReason = {
                unified: mapOpenAIFinishReason2(choice.finish_reason),
                raw: choice.finish_reason
              };
            }
            if (choice?.logprobs != null) {
              providerMetadata.openai.logprobs = choice.logprobs;
            }
            if (choice?.text != null && choice.text.length > 0) {
              controller.enqueue({
                type: "text-delta",
                id: "0",
                delta: choice.text
              });
            }
          },
          flush(controller) {
            if (!isFirstChunk) {
              controller.enqueue({ type: "text-end", id: "0" });
            }
            controller.enqueue({
              type: "finish",
              finishReason,
              providerMetadata,
              usage: convertOpenAICompletionUsage(usage)
            });
          }
        })
      ),
      request: { body },
      response: { headers: responseHeaders }
    };
    return result;
  }
};
function isOpenAICompletionOutputChunk(chunk) {
  return !("error" in chunk) && chunk.choices.some((choice) => choice.text.length > 0);
}

// src/embedding/openai-embedding-model.ts



// src/embedding/openai-embedding-model-options.ts


var openaiEmbeddingModelOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * The number of dimensions the resulting output embeddings should have.
       * Only supported in text-embedding-3 and later models.
       */
      dimensions: schemas/* number */.aig().optional(),
      /**
       * A unique identifier representing your end-user, which can help OpenAI to
       * monitor and detect abuse. Learn more.
       */
      user: schemas/* string */.YjP().optional()
    })
  )
);

// src/embedding/openai-embedding-api.ts


var openaiTextEmbeddingResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      data: schemas/* array */.YOg(schemas/* object */.Ikc({ embedding: schemas/* array */.YOg(schemas/* number */.aig()) })),
      usage: schemas/* object */.Ikc({ prompt_tokens: schemas/* number */.aig() }).nullish()
    })
  )
);

// src/embedding/openai-embedding-model.ts
var internal_a;
var OpenAIEmbeddingModel = class _OpenAIEmbeddingModel {
  constructor(modelId, config) {
    this.specificationVersion = "v4";
    this.maxEmbeddingsPerCall = 2048;
    this[internal_a] = 3e5;
    this.supportsParallelCalls = true;
    this.modelId = modelId;
    this.config = config;
  }
  static [(internal_a = EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL, dist/* WORKFLOW_SERIALIZE */.V)](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _OpenAIEmbeddingModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  async doEmbed({
    values,
    headers,
    abortSignal,
    providerOptions
  }) {
    if (values.length > this.maxEmbeddingsPerCall) {
      throw new TooManyEmbeddingValuesForCallError({
        provider: this.provider,
        modelId: this.modelId,
        maxEmbeddingsPerCall: this.maxEmbeddingsPerCall,
        values
      });
    }
    const openaiOptions = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openaiEmbeddingModelOptions
    }) ?? {};
    const {
      responseHeaders,
      value: response,
      rawValue
    } = await postJsonToApi({
      url: this.config.url({
        path: "/embeddings",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers?.(), headers),
      body: {
        model: this.modelId,
        input: values,
        encoding_format: "float",
        dimensions: openaiOptions.dimensions,
        user: openaiOptions.user
      },
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiTextEmbeddingResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch
    });
    return {
      warnings: [],
      embeddings: response.data.map((item) => item.embedding),
      usage: response.usage ? { tokens: response.usage.prompt_tokens } : void 0,
      response: { headers: responseHeaders, body: rawValue }
    };
  }
};

// src/image/openai-image-model.ts


// src/image/openai-image-api.ts


var openaiImageResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      created: schemas/* number */.aig().nullish(),
      data: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          b64_json: schemas/* string */.YjP(),
          revised_prompt: schemas/* string */.YjP().nullish()
        })
      ),
      background: schemas/* string */.YjP().nullish(),
      output_format: schemas/* string */.YjP().nullish(),
      size: schemas/* string */.YjP().nullish(),
      quality: schemas/* string */.YjP().nullish(),
      usage: schemas/* object */.Ikc({
        input_tokens: schemas/* number */.aig().nullish(),
        output_tokens: schemas/* number */.aig().nullish(),
        total_tokens: schemas/* number */.aig().nullish(),
        input_tokens_details: schemas/* object */.Ikc({
          image_tokens: schemas/* number */.aig().nullish(),
          text_tokens: schemas/* number */.aig().nullish()
        }).nullish()
      }).nullish()
    })
  )
);

// src/image/openai-image-model-options.ts


var modelMaxImagesPerCall = {
  "dall-e-3": 1,
  "dall-e-2": 10,
  "gpt-image-1": 10,
  "gpt-image-1-mini": 10,
  "gpt-image-1.5": 10,
  "gpt-image-2": 10,
  "gpt-image-2.5-flare": 10,
  "gpt-image-2.5-flare-2026-09-08": 10,
  "gpt-image-2.5-sunburst": 10,
  "gpt-image-2.5-sunburst-2026-09-08": 10,
  "chatgpt-image-latest": 10
};
var defaultResponseFormatPrefixes = ["chatgpt-image-", "gpt-image-"];
function hasDefaultResponseFormat(modelId) {
  return defaultResponseFormatPrefixes.some(
    (prefix) => modelId.startsWith(prefix)
  );
}
function getMaxImagesPerCall(modelId) {
  return modelMaxImagesPerCall[modelId] ?? (modelId.startsWith("gpt-image-") ? 10 : 1);
}
var baseImageModelOptionsObject = schemas/* object */.Ikc({
  /**
   * Quality of the generated image(s).
   *
   * Valid values: `standard`, `hd`, `low`, `medium`, `high`, `xhigh`, `max`, `auto`.
   * `xhigh` and `max` are supported by GPT Image 2.5 models.
   */
  quality: schemas/* enum */.k5n(["standard", "hd", "low", "medium", "high", "xhigh", "max", "auto"]).optional(),
  /**
   * Background behavior for the generated image(s).
   *
   * If `transparent`, the output format must support transparency
   * (i.e. `png` or `webp`).
   */
  background: schemas/* enum */.k5n(["transparent", "opaque", "auto"]).optional(),
  /**
   * Format in which the generated image(s) are returned.
   */
  outputFormat: schemas/* enum */.k5n(["png", "jpeg", "webp"]).optional(),
  /**
   * Compression level (0-100) for the generated image(s). Applies to the
   * `jpeg` and `webp` output formats.
   */
  outputCompression: schemas/* number */.aig().int().min(0).max(100).optional(),
  /**
   * A unique identifier representing your end-user, which can help OpenAI
   * to monitor and detect abuse.
   */
  user: schemas/* string */.YjP().optional()
});
var openaiImageModelOptions = lazySchema(
  () => zodSchema(baseImageModelOptionsObject)
);
var openaiImageModelGenerationOptions = lazySchema(
  () => zodSchema(
    baseImageModelOptionsObject.extend({
      /**
       * Style of the generated image. `vivid` produces hyper-real and
       * dramatic images; `natural` produces more subdued, less hyper-real
       * looking images.
       */
      style: schemas/* enum */.k5n(["vivid", "natural"]).optional(),
      /**
       * Content moderation level for the generated image(s). `low` applies
       * less restrictive filtering.
       */
      moderation: schemas/* enum */.k5n(["auto", "low"]).optional()
    })
  )
);
var openaiImageModelEditOptions = lazySchema(
  () => zodSchema(
    baseImageModelOptionsObject.extend({
      /**
       * Fidelity of the output image(s) to the input image(s).
       */
      inputFidelity: schemas/* enum */.k5n(["high", "low"]).optional()
    })
  )
);

// src/image/openai-image-model.ts
var OpenAIImageModel = class _OpenAIImageModel {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v4";
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _OpenAIImageModel(options.modelId, options.config);
  }
  get maxImagesPerCall() {
    return getMaxImagesPerCall(this.modelId);
  }
  get supportsFileInputs() {
    if (this.config.imageInputCapabilities != null) {
      return this.config.imageInputCapabilities.supportsFileInputs;
    }
    if ([
      "dall-e-2",
      "gpt-image-1",
      "gpt-image-1-mini",
      "gpt-image-1.5",
      "gpt-image-2",
      "gpt-image-2.5-flare",
      "gpt-image-2.5-flare-2026-09-08",
      "gpt-image-2.5-sunburst",
      "gpt-image-2.5-sunburst-2026-09-08",
      "chatgpt-image-latest"
    ].includes(this.modelId)) {
      return true;
    }
    return this.modelId === "dall-e-3" ? false : void 0;
  }
  get supportsMaskInputs() {
    if (this.config.imageInputCapabilities != null) {
      return this.config.imageInputCapabilities.supportsMaskInputs;
    }
    return this.supportsFileInputs;
  }
  get provider() {
    return this.config.provider;
  }
  async doGenerate({
    prompt,
    files,
    mask,
    n,
    size,
    aspectRatio,
    seed,
    providerOptions,
    headers,
    abortSignal
  }) {
    const warnings = [];
    if (aspectRatio != null) {
      warnings.push({
        type: "unsupported",
        feature: "aspectRatio",
        details: "This model does not support aspect ratio. Use `size` instead."
      });
    }
    if (seed != null) {
      warnings.push({ type: "unsupported", feature: "seed" });
    }
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    if (files != null) {
      const openaiOptions2 = await parseProviderOptions({
        provider: "openai",
        providerOptions,
        schema: openaiImageModelEditOptions
      }) ?? {};
      const { value: response2, responseHeaders: responseHeaders2 } = await postFormDataToApi({
        url: this.config.url({
          path: "/images/edits",
          modelId: this.modelId
        }),
        headers: combineHeaders(this.config.headers?.(), headers),
        formData: convertToFormData({
          model: this.modelId,
          prompt,
          image: await Promise.all(
            files.map(
              (file) => file.type === "file" ? new Blob(
                [
                  file.data instanceof Uint8Array ? new Blob([file.data], {
                    type: file.mediaType
                  }) : new Blob([convertBase64ToUint8Array(file.data)], {
                    type: file.mediaType
                  })
                ],
                { type: file.mediaType }
              ) : downloadBlob(file.url, { abortSignal })
            )
          ),
          mask: mask != null ? await fileToBlob(mask, abortSignal) : void 0,
          n,
          size,
          quality: openaiOptions2.quality,
          background: openaiOptions2.background,
          output_format: openaiOptions2.outputFormat,
          output_compression: openaiOptions2.outputCompression,
          input_fidelity: openaiOptions2.inputFidelity,
          user: openaiOptions2.user
        }),
        failedResponseHandler: openaiFailedResponseHandler,
        successfulResponseHandler: createJsonResponseHandler(
          openaiImageResponseSchema
        ),
        abortSignal,
        fetch: this.config.fetch
      });
      return {
        images: response2.data.map((item) => item.b64_json),
        warnings,
        usage: response2.usage != null ? {
          inputTokens: response2.usage.input_tokens ?? void 0,
          outputTokens: response2.usage.output_tokens ?? void 0,
          totalTokens: response2.usage.total_tokens ?? void 0
        } : void 0,
        response: {
          timestamp: currentDate,
          modelId: this.modelId,
          headers: responseHeaders2
        },
        providerMetadata: {
          openai: {
            images: response2.data.map((item, index) => ({
              ...item.revised_prompt ? { revisedPrompt: item.revised_prompt } : {},
              created: response2.created ?? void 0,
              size: response2.size ?? void 0,
              quality: response2.quality ?? void 0,
              background: response2.background ?? void 0,
              outputFormat: response2.output_format ?? void 0,
              ...distributeTokenDetails(
                response2.usage?.input_tokens_details,
                index,
                response2.data.length
              )
            }))
          }
        }
      };
    }
    const openaiOptions = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openaiImageModelGenerationOptions
    }) ?? {};
    const { value: response, responseHeaders } = await postJsonToApi({
      url: this.config.url({
        path: "/images/generations",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers?.(), headers),
      body: {
        model: this.modelId,
        prompt,
        n,
        size,
        quality: openaiOptions.quality,
        style: openaiOptions.style,
        background: openaiOptions.background,
        moderation: openaiOptions.moderation,
        output_format: openaiOptions.outputFormat,
        output_compression: openaiOptions.outputCompression,
        user: openaiOptions.user,
        ...!hasDefaultResponseFormat(this.modelId) ? { response_format: "b64_json" } : {}
      },
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiImageResponseSchema
      ),
      abortSignal,
      fetch: this.config.fetch
    });
    return {
      images: response.data.map((item) => item.b64_json),
      warnings,
      usage: response.usage != null ? {
        inputTokens: response.usage.input_tokens ?? void 0,
        outputTokens: response.usage.output_tokens ?? void 0,
        totalTokens: response.usage.total_tokens ?? void 0
      } : void 0,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders
      },
      providerMetadata: {
        openai: {
          images: response.data.map((item, index) => ({
            ...item.revised_prompt ? { revisedPrompt: item.revised_prompt } : {},
            created: response.created ?? void 0,
            size: response.size ?? void 0,
            quality: response.quality ?? void 0,
            background: response.background ?? void 0,
            outputFormat: response.output_format ?? void 0,
            ...distributeTokenDetails(
              response.usage?.input_tokens_details,
              index,
              response.data.length
            )
          }))
        }
      }
    };
  }
};
function distributeTokenDetails(details, index, total) {
  if (details == null) {
    return {};
  }
  const result = {};
  if (details.image_tokens != null) {
    const base = Math.floor(details.image_tokens / total);
    const remainder = details.image_tokens - base * (total - 1);
    result.imageTokens = index === total - 1 ? remainder : base;
  }
  if (details.text_tokens != null) {
    const base = Math.floor(details.text_tokens / total);
    const remainder = details.text_tokens - base * (total - 1);
    result.textTokens = index === total - 1 ? remainder : base;
  }
  return result;
}
async function fileToBlob(file, abortSignal) {
  if (!file) return void 0;
  if (file.type === "url") {
    return downloadBlob(file.url, { abortSignal });
  }
  const data = file.data instanceof Uint8Array ? file.data : convertBase64ToUint8Array(file.data);
  return new Blob([data], { type: file.mediaType });
}

// src/transcription/openai-transcription-model.ts



// src/transcription/openai-transcription-api.ts


var openaiTranscriptionResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      text: schemas/* string */.YjP(),
      language: schemas/* string */.YjP().nullish(),
      duration: schemas/* number */.aig().nullish(),
      words: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          word: schemas/* string */.YjP(),
          start: schemas/* number */.aig(),
          end: schemas/* number */.aig()
        })
      ).nullish(),
      segments: schemas/* array */.YOg(
        schemas/* union */.KCZ([
          schemas/* object */.Ikc({
            id: schemas/* number */.aig(),
            seek: schemas/* number */.aig(),
            start: schemas/* number */.aig(),
            end: schemas/* number */.aig(),
            text: schemas/* string */.YjP(),
            tokens: schemas/* array */.YOg(schemas/* number */.aig()),
            temperature: schemas/* number */.aig(),
            avg_logprob: schemas/* number */.aig(),
            compression_ratio: schemas/* number */.aig(),
            no_speech_prob: schemas/* number */.aig()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("transcript.text.segment"),
            id: schemas/* string */.YjP(),
            start: schemas/* number */.aig(),
            end: schemas/* number */.aig(),
            text: schemas/* string */.YjP(),
            speaker: schemas/* string */.YjP()
          })
        ])
      ).nullish()
    })
  )
);

// src/transcription/openai-transcription-model-options.ts


var openAITranscriptionModelOptions = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Additional information to include in the transcription response.
       */
      include: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
      /**
       * The language of the input audio in ISO-639-1 format.
       */
      language: schemas/* string */.YjP().optional(),
      /**
       * An optional text to guide the model's style or continue a previous audio segment.
       */
      prompt: schemas/* string */.YjP().optional(),
      /**
       * The sampling temperature, between 0 and 1.
       * @default 0
       */
      temperature: schemas/* number */.aig().min(0).max(1).default(0).optional(),
      /**
       * The timestamp granularities to populate for this transcription.
       * @default ['segment']
       */
      timestampGranularities: schemas/* array */.YOg(schemas/* enum */.k5n(["word", "segment"])).default(["segment"]).optional(),
      /**
       * The format of the transcription response.
       */
      responseFormat: schemas/* enum */.k5n(["json", "verbose_json", "diarized_json"]).optional(),
      /**
       * Controls how the audio is split into chunks before transcription.
       */
      chunkingStrategy: schemas/* union */.KCZ([
        schemas/* literal */.euz("auto"),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("server_vad"),
          threshold: schemas/* number */.aig().min(0).max(1).optional(),
          prefixPaddingMs: schemas/* number */.aig().int().min(0).optional(),
          silenceDurationMs: schemas/* number */.aig().int().min(0).optional()
        })
      ]).optional(),
      /**
       * Options for streaming transcription models such as `gpt-realtime-whisper`.
       */
      streaming: schemas/* object */.Ikc({
        /**
         * Latency/accuracy tradeoff for realtime transcription.
         */
        delay: schemas/* enum */.k5n(["minimal", "low", "medium", "high", "xhigh"]).optional(),
        /**
         * Additional fields to include in realtime transcription events.
         */
        include: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
      }).optional()
    })
  )
);

// src/transcription/openai-transcription-model.ts
function isRealtimeTranscriptionModelId(modelId) {
  return modelId === "gpt-realtime-whisper" || modelId.startsWith("gpt-realtime-whisper-");
}
var languageMap = {
  afrikaans: "af",
  arabic: "ar",
  armenian: "hy",
  azerbaijani: "az",
  belarusian: "be",
  bosnian: "bs",
  bulgarian: "bg",
  catalan: "ca",
  chinese: "zh",
  croatian: "hr",
  czech: "cs",
  danish: "da",
  dutch: "nl",
  english: "en",
  estonian: "et",
  finnish: "fi",
  french: "fr",
  galician: "gl",
  german: "de",
  greek: "el",
  hebrew: "he",
  hindi: "hi",
  hungarian: "hu",
  icelandic: "is",
  indonesian: "id",
  italian: "it",
  japanese: "ja",
  kannada: "kn",
  kazakh: "kk",
  korean: "ko",
  latvian: "lv",
  lithuanian: "lt",
  macedonian: "mk",
  malay: "ms",
  marathi: "mr",
  maori: "mi",
  nepali: "ne",
  norwegian: "no",
  persian: "fa",
  polish: "pl",
  portuguese: "pt",
  romanian: "ro",
  russian: "ru",
  serbian: "sr",
  slovak: "sk",
  slovenian: "sl",
  spanish: "es",
  swahili: "sw",
  swedish: "sv",
  tagalog: "tl",
  tamil: "ta",
  thai: "th",
  turkish: "tr",
  ukrainian: "uk",
  urdu: "ur",
  vietnamese: "vi",
  welsh: "cy"
};
var OpenAITranscriptionModel = class _OpenAITranscriptionModel {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v4";
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _OpenAITranscriptionModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    audio,
    mediaType,
    providerOptions
  }) {
    const warnings = [];
    const openAIOptions = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openAITranscriptionModelOptions
    });
    const formData = new FormData();
    const blob = audio instanceof Uint8Array ? new Blob([audio]) : new Blob([convertBase64ToUint8Array(audio)]);
    formData.append("model", this.modelId);
    const fileExtension = mediaTypeToExtension(mediaType);
    formData.append(
      "file",
      new File([blob], "audio", { type: mediaType }),
      `audio.${fileExtension}`
    );
    if (this.modelId === "whisper-1") {
      formData.append("response_format", "verbose_json");
    }
    const isDiarizationModel = this.modelId === "gpt-4o-transcribe-diarize";
    const chunkingStrategy = openAIOptions?.chunkingStrategy ?? (isDiarizationModel ? "auto" : void 0);
    if (openAIOptions) {
      const isGpt4oTranscribeModel = [
        "gpt-4o-transcribe",
        "gpt-4o-mini-transcribe"
      ].includes(this.modelId);
      const transcriptionModelOptions = {
        include: openAIOptions.include,
        language: openAIOptions.language,
        prompt: openAIOptions.prompt,
        // https://platform.openai.com/docs/api-reference/audio/createTranscription#audio_createtranscription-response_format
        // prefer verbose_json to get segments for models that support it
        ...this.modelId !== "whisper-1" && {
          response_format: openAIOptions.responseFormat ?? (isDiarizationModel ? "diarized_json" : isGpt4oTranscribeModel ? "json" : "verbose_json")
        },
        temperature: openAIOptions.temperature,
        timestamp_granularities: openAIOptions.timestampGranularities
      };
      for (const [key, value] of Object.entries(transcriptionModelOptions)) {
        if (value != null) {
          if (Array.isArray(value)) {
            for (const item of value) {
              formData.append(`${key}[]`, String(item));
            }
          } else {
            formData.append(key, String(value));
          }
        }
      }
    } else if (isDiarizationModel) {
      formData.append("response_format", "diarized_json");
    }
    if (chunkingStrategy != null) {
      formData.append(
        "chunking_strategy",
        typeof chunkingStrategy === "string" ? chunkingStrategy : JSON.stringify({
          type: chunkingStrategy.type,
          ...chunkingStrategy.threshold != null && {
            threshold: chunkingStrategy.threshold
          },
          ...chunkingStrategy.prefixPaddingMs != null && {
            prefix_padding_ms: chunkingStrategy.prefixPaddingMs
          },
          ...chunkingStrategy.silenceDurationMs != null && {
            silence_duration_ms: chunkingStrategy.silenceDurationMs
          }
        })
      );
    }
    return {
      formData,
      warnings
    };
  }
  async doGenerate(options) {
    if (isRealtimeTranscriptionModelId(this.modelId)) {
      throw new dist_UnsupportedFunctionalityError({
        functionality: `non-streaming transcription with ${this.modelId}`
      });
    }
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const { formData, warnings } = await this.getArgs(options);
    const {
      value: response,
      responseHeaders,
      rawValue: rawResponse
    } = await postFormDataToApi({
      url: this.config.url({
        path: "/audio/transcriptions",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers?.(), options.headers),
      formData,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiTranscriptionResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const language = response.language != null && response.language in languageMap ? languageMap[response.language] : void 0;
    const diarizedSegments = response.segments?.flatMap(
      (segment) => "speaker" in segment ? [
        {
          text: segment.text,
          startSecond: segment.start,
          endSecond: segment.end,
          speaker: segment.speaker
        }
      ] : []
    );
    return {
      text: response.text,
      segments: response.segments?.map((segment) => ({
        text: segment.text,
        startSecond: segment.start,
        endSecond: segment.end
      })) ?? response.words?.map((word) => ({
        text: word.word,
        startSecond: word.start,
        endSecond: word.end
      })) ?? [],
      language,
      durationInSeconds: response.duration ?? void 0,
      warnings,
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders,
        body: rawResponse
      },
      ...diarizedSegments != null && diarizedSegments.length > 0 && {
        providerMetadata: {
          openai: {
            segments: diarizedSegments
          }
        }
      }
    };
  }
  async doStream(options) {
    if (!isRealtimeTranscriptionModelId(this.modelId)) {
      throw new dist_UnsupportedFunctionalityError({
        functionality: `streaming transcription with ${this.modelId}`
      });
    }
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const openAIOptions = await parseProviderOptions({
      provider: "openai",
      providerOptions: options.providerOptions,
      schema: openAITranscriptionModelOptions
    });
    const warnings = [];
    const rawOpenAIOptions = options.providerOptions?.openai ?? {};
    for (const option of [
      "include",
      "prompt",
      "temperature",
      "timestampGranularities"
    ]) {
      if (rawOpenAIOptions[option] != null) {
        warnings.push({
          type: "unsupported",
          feature: `providerOptions.openai.${option}`,
          details: `OpenAI streaming transcription does not support ${option}.`
        });
      }
    }
    const headers = combineHeaders(this.config.headers?.(), options.headers);
    const sessionUpdate = buildOpenAIRealtimeTranscriptionSession({
      modelId: this.modelId,
      inputAudioFormat: options.inputAudioFormat,
      providerOptions: openAIOptions
    });
    return {
      request: { body: sessionUpdate },
      response: {
        timestamp: currentDate,
        modelId: this.modelId
      },
      stream: createOpenAIRealtimeTranscriptionStream({
        webSocket: this.config.webSocket,
        url: toWebSocketUrl(
          this.config.url({
            path: "/realtime?intent=transcription",
            modelId: this.modelId
          })
        ),
        headers,
        sessionUpdate,
        language: openAIOptions?.language,
        warnings,
        audio: options.audio,
        abortSignal: options.abortSignal,
        includeRawChunks: options.includeRawChunks
      })
    };
  }
};
function createOpenAIRealtimeTranscriptionStream({
  webSocket,
  url,
  headers,
  sessionUpdate,
  language,
  warnings,
  audio,
  abortSignal,
  includeRawChunks
}) {
  let finished = false;
  let cleanup = () => {
  };
  return new ReadableStream({
    start: (controller) => {
      const realtimeConnection = getOpenAIRealtimeConnection(headers);
      let audioReader;
      let connection;
      cleanup = (closeCode) => {
        if (audioReader != null) {
          void audioReader.cancel().catch(() => {
          });
        } else {
          void audio.cancel().catch(() => {
          });
        }
        connection?.close(closeCode);
      };
      const finishWithError = (error) => {
        if (finished) return;
        finished = true;
        cleanup();
        controller.error(error);
      };
      const finish = (text, id) => {
        if (finished) return;
        finished = true;
        if (id != null) {
          controller.enqueue({ type: "transcript-final", id, text });
        }
        controller.enqueue({
          type: "finish",
          text,
          segments: [],
          language
        });
        controller.close();
        cleanup(1e3);
      };
      const sendAudio = async (socket) => {
        audioReader = audio.getReader();
        try {
          while (true) {
            const { done, value } = await audioReader.read();
            if (done || finished) break;
            socket.send(
              JSON.stringify({
                type: "input_audio_buffer.append",
                audio: convertToBase64(value)
              })
            );
            await waitForWebSocketBufferDrain(socket);
          }
        } finally {
          audioReader.releaseLock();
          audioReader = void 0;
        }
        if (!finished) {
          socket.send(JSON.stringify({ type: "input_audio_buffer.commit" }));
        }
      };
      connection = connectToWebSocket({
        url,
        protocols: realtimeConnection.protocols,
        headers: realtimeConnection.headers,
        webSocket,
        abortSignal,
        onAbort: finishWithError,
        onProcessingError: finishWithError,
        onOpen: (socket) => {
          controller.enqueue({ type: "stream-start", warnings });
          socket.send(JSON.stringify(sessionUpdate));
          void sendAudio(socket).catch(finishWithError);
        },
        onMessageText: async (text) => {
          const parsed = await safeParseJSON({ text });
          if (!parsed.success) return;
          const raw = parsed.value;
          if (includeRawChunks) {
            controller.enqueue({ type: "raw", rawValue: raw });
          }
          switch (raw.type) {
            case "conversation.item.input_audio_transcription.delta": {
              controller.enqueue({
                type: "transcript-delta",
                id: raw.item_id,
                delta: raw.delta ?? ""
              });
              break;
            }
            case "conversation.item.input_audio_transcription.completed": {
              finish(raw.transcript ?? "", raw.item_id);
              break;
            }
            case "error": {
              finishWithError(
                new Error(raw.error?.message ?? "OpenAI realtime error")
              );
              break;
            }
          }
        },
        onSocketError: () => {
          finishWithError(new Error("OpenAI realtime transcription error"));
        },
        onClose: () => {
          if (finished) return;
          finished = true;
          cleanup();
          controller.close();
        }
      });
    },
    cancel: () => {
      if (finished) return;
      finished = true;
      cleanup();
    }
  });
}
function buildOpenAIRealtimeTranscriptionSession({
  modelId,
  inputAudioFormat,
  providerOptions
}) {
  return {
    type: "session.update",
    session: {
      type: "transcription",
      audio: {
        input: {
          format: {
            type: inputAudioFormat.type,
            ...inputAudioFormat.rate != null ? { rate: inputAudioFormat.rate } : {}
          },
          transcription: {
            model: modelId,
            ...providerOptions?.language != null ? { language: providerOptions.language } : {},
            ...providerOptions?.streaming?.delay != null ? { delay: providerOptions.streaming.delay } : {}
          },
          turn_detection: null
        }
      },
      ...providerOptions?.streaming?.include != null ? { include: providerOptions.streaming.include } : {}
    }
  };
}
function getOpenAIRealtimeConnection(headers) {
  let authorization;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === "authorization" && value != null) {
      authorization = value;
    }
  }
  const token = authorization?.match(/^bearer\s+(.+)$/i)?.[1];
  if (token == null) {
    return { protocols: ["realtime"], headers };
  }
  return {
    protocols: ["realtime", `openai-insecure-api-key.${token}`],
    headers: Object.fromEntries(
      Object.entries(headers).filter(
        ([key]) => key.toLowerCase() !== "authorization"
      )
    )
  };
}

// src/speech/openai-speech-model.ts


// src/speech/openai-speech-model-options.ts


var openaiSpeechModelOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      instructions: schemas/* string */.YjP().nullish(),
      speed: schemas/* number */.aig().min(0.25).max(4).nullish()
    })
  )
);

// src/speech/openai-speech-model.ts
var OpenAISpeechModel = class _OpenAISpeechModel {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v4";
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _OpenAISpeechModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  async getArgs({
    text,
    voice = "alloy",
    outputFormat = "mp3",
    speed,
    instructions,
    language,
    providerOptions
  }) {
    const warnings = [];
    const openAIOptions = await parseProviderOptions({
      provider: "openai",
      providerOptions,
      schema: openaiSpeechModelOptionsSchema
    });
    const requestBody = {
      model: this.modelId,
      input: text,
      voice,
      response_format: "mp3",
      speed,
      instructions
    };
    if (outputFormat) {
      if (["mp3", "opus", "aac", "flac", "wav", "pcm"].includes(outputFormat)) {
        requestBody.response_format = outputFormat;
      } else {
        warnings.push({
          type: "unsupported",
          feature: "outputFormat",
          details: `Unsupported output format: ${outputFormat}. Using mp3 instead.`
        });
      }
    }
    if (openAIOptions) {
      const speechModelOptions = {
        speed: openAIOptions.speed ?? void 0,
        instructions: openAIOptions.instructions ?? void 0
      };
      for (const key in speechModelOptions) {
        const value = speechModelOptions[key];
        if (value !== void 0) {
          requestBody[key] = value;
        }
      }
    }
    if (language) {
      warnings.push({
        type: "unsupported",
        feature: "language",
        details: `OpenAI speech models do not support language selection. Language parameter "${language}" was ignored.`
      });
    }
    return {
      requestBody,
      warnings
    };
  }
  async doGenerate(options) {
    const currentDate = this.config._internal?.currentDate?.() ?? /* @__PURE__ */ new Date();
    const { requestBody, warnings } = await this.getArgs(options);
    const {
      value: audio,
      responseHeaders,
      rawValue: rawResponse
    } = await postJsonToApi({
      url: this.config.url({
        path: "/audio/speech",
        modelId: this.modelId
      }),
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body: requestBody,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createBinaryResponseHandler(),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    return {
      audio,
      warnings,
      request: {
        body: JSON.stringify(requestBody)
      },
      response: {
        timestamp: currentDate,
        modelId: this.modelId,
        headers: responseHeaders,
        body: rawResponse
      }
    };
  }
};

// src/responses/openai-responses-language-model.ts



// src/openai-config.ts
function prepareOpenAIConfigForWorkflowDeserialize(config) {
  if (config.provider == null) {
    throw new Error(
      "OpenAI model is missing provider after workflow deserialization."
    );
  }
  return {
    ...config,
    provider: config.provider,
    url: typeof config.url === "function" ? config.url : ({ path }) => {
      if (config.baseURL == null) {
        throw new Error(
          "OpenAI model is missing baseURL after workflow deserialization."
        );
      }
      return `${config.baseURL}${path}`;
    },
    headers: typeof config.headers === "function" ? config.headers : config.headers == null ? void 0 : () => config.headers
  };
}

// src/responses/convert-openai-responses-usage.ts

function convertOpenAIResponsesUsage(usage) {
  if (usage == null) {
    return createNullLanguageModelUsage();
  }
  const inputTokens = usage.input_tokens;
  const outputTokens = usage.output_tokens;
  const cachedTokens = usage.input_tokens_details?.cached_tokens ?? 0;
  const cacheWriteTokens = usage.input_tokens_details?.cache_write_tokens ?? void 0;
  const reasoningTokens = usage.output_tokens_details?.reasoning_tokens ?? 0;
  return {
    inputTokens: {
      total: inputTokens,
      noCache: inputTokens - cachedTokens - (cacheWriteTokens ?? 0),
      cacheRead: cachedTokens,
      cacheWrite: cacheWriteTokens
    },
    outputTokens: {
      total: outputTokens,
      text: outputTokens - reasoningTokens,
      reasoning: reasoningTokens
    },
    raw: usage
  };
}

// src/responses/convert-to-openai-responses-input.ts




// src/responses/openai-responses-language-model-options.ts


var TOP_LOGPROBS_MAX = 20;
var openaiResponsesReasoningModelIds = [
  "o1",
  "o1-2024-12-17",
  "o3",
  "o3-2025-04-16",
  "o3-mini",
  "o3-mini-2025-01-31",
  "o4-mini",
  "o4-mini-2025-04-16",
  "gpt-5",
  "gpt-5-2025-08-07",
  "gpt-5-codex",
  "gpt-5-mini",
  "gpt-5-mini-2025-08-07",
  "gpt-5-nano",
  "gpt-5-nano-2025-08-07",
  "gpt-5-pro",
  "gpt-5-pro-2025-10-06",
  "gpt-5.1",
  "gpt-5.1-chat-latest",
  "gpt-5.1-codex-mini",
  "gpt-5.1-codex",
  "gpt-5.1-codex-max",
  "gpt-5.2",
  "gpt-5.2-chat-latest",
  "gpt-5.2-pro",
  "gpt-5.2-codex",
  "gpt-5.3-chat-latest",
  "gpt-5.3-codex",
  "gpt-5.4",
  "gpt-5.4-2026-03-05",
  "gpt-5.4-mini",
  "gpt-5.4-mini-2026-03-17",
  "gpt-5.4-nano",
  "gpt-5.4-nano-2026-03-17",
  "gpt-5.4-pro",
  "gpt-5.4-pro-2026-03-05",
  "gpt-5.5",
  "gpt-5.5-2026-04-23",
  "gpt-5.6",
  "gpt-5.6-luna",
  "gpt-5.6-sol",
  "gpt-5.6-terra",
  "gpt-6-astra",
  "gpt-6-luna",
  "gpt-6-sol"
];
var openaiResponsesModelIds = [
  "gpt-4.1",
  "gpt-4.1-2025-04-14",
  "gpt-4.1-mini",
  "gpt-4.1-mini-2025-04-14",
  "gpt-4.1-nano",
  "gpt-4.1-nano-2025-04-14",
  "gpt-4o",
  "gpt-4o-2024-05-13",
  "gpt-4o-2024-08-06",
  "gpt-4o-2024-11-20",
  "gpt-4o-audio-preview",
  "gpt-4o-audio-preview-2024-12-17",
  "gpt-4o-search-preview",
  "gpt-4o-search-preview-2025-03-11",
  "gpt-4o-mini-search-preview",
  "gpt-4o-mini-search-preview-2025-03-11",
  "gpt-4o-mini",
  "gpt-4o-mini-2024-07-18",
  "gpt-3.5-turbo-0125",
  "gpt-3.5-turbo",
  "gpt-3.5-turbo-1106",
  "gpt-5-chat-latest",
  ...openaiResponsesReasoningModelIds
];
var openaiLanguageModelResponsesOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * The ID of the OpenAI Conversation to continue.
       * You must create a conversation first via the OpenAI API.
       * Cannot be used in conjunction with `previousResponseId`.
       * Defaults to `undefined`.
       * @see https://platform.openai.com/docs/api-reference/conversations/create
       */
      conversation: schemas/* string */.YjP().nullish(),
      /**
       * The set of extra fields to include in the response (advanced, usually not needed).
       * Example values: 'reasoning.encrypted_content', 'file_search_call.results', 'web_search_call.results', 'message.output_text.logprobs'.
       */
      include: schemas/* array */.YOg(
        schemas/* enum */.k5n([
          "reasoning.encrypted_content",
          // handled internally by default, only needed for unknown reasoning models
          "file_search_call.results",
          "web_search_call.results",
          "message.output_text.logprobs"
        ])
      ).nullish(),
      /**
       * Whether to automatically include web search action sources in the
       * response. Disable this for OpenAI-compatible providers that do not
       * support the `web_search_call.action.sources` include value.
       *
       * Defaults to `true`.
       */
      includeWebSearchSources: schemas/* boolean */.zMY().optional(),
      /**
       * Instructions for the model.
       * They can be used to change the system or developer message when continuing a conversation using the `previousResponseId` option.
       * Defaults to `undefined`.
       */
      instructions: schemas/* string */.YjP().nullish(),
      /**
       * Return the log probabilities of the tokens. Including logprobs will increase
       * the response size and can slow down response times. However, it can
       * be useful to better understand how the model is behaving.
       *
       * Setting to true will return the log probabilities of the tokens that
       * were generated.
       *
       * Setting to a number will return the log probabilities of the top n
       * tokens that were generated.
       *
       * @see https://platform.openai.com/docs/api-reference/responses/create
       * @see https://cookbook.openai.com/examples/using_logprobs
       */
      logprobs: schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* number */.aig().min(1).max(TOP_LOGPROBS_MAX)]).optional(),
      /**
       * The maximum number of total calls to built-in tools that can be processed in a response.
       * This maximum number applies across all built-in tool calls, not per individual tool.
       * Any further attempts to call a tool by the model will be ignored.
       */
      maxToolCalls: schemas/* number */.aig().nullish(),
      /**
       * Additional metadata to store with the generation.
       */
      metadata: schemas/* any */.bzn().nullish(),
      /**
       * Whether to use parallel tool calls. Defaults to `true`.
       */
      parallelToolCalls: schemas/* boolean */.zMY().nullish(),
      /**
       * The ID of the previous response. You can use it to continue a conversation.
       * Defaults to `undefined`.
       */
      previousResponseId: schemas/* string */.YjP().nullish(),
      /**
       * Sets a cache key to tie this prompt to cached prefixes for better caching performance.
       */
      promptCacheKey: schemas/* string */.YjP().nullish(),
      /**
       * Prompt cache behavior for GPT-5.6 and later models.
       * `mode` controls whether OpenAI also places an implicit breakpoint.
       * `ttl` sets the minimum cache lifetime and currently only supports 30 minutes.
       */
      promptCacheOptions: schemas/* object */.Ikc({
        mode: schemas/* enum */.k5n(["implicit", "explicit"]).optional(),
        ttl: schemas/* literal */.euz("30m").optional()
      }).optional(),
      /**
       * The retention policy for the prompt cache.
       * - 'in_memory': Default. Standard prompt caching behavior.
       * - '24h': Extended prompt caching that keeps cached prefixes active for up to 24 hours.
       *          Available for models before GPT-5.6 that support extended caching.
       *
       * @deprecated For GPT-5.6 and later models, use `promptCacheOptions.ttl`.
       *
       * @default 'in_memory'
       */
      promptCacheRetention: schemas/* enum */.k5n(["in_memory", "24h"]).nullish(),
      /**
       * Reasoning effort for reasoning models. Defaults to `medium`. If you use
       * `providerOptions` to set the `reasoningEffort` option, this model setting will be ignored.
       * GPT-5.6 supports 'none' | 'low' | 'medium' | 'high' | 'xhigh' | 'max'.
       * Supported values vary by model.
       */
      reasoningEffort: schemas/* string */.YjP().nullish(),
      /**
       * Updates the reasoning effort for GPT-6 and later models starting with this response
       * without changing the request-level reasoning effort. This preserves the
       * request prefix for prompt caching.
       *
       * Only supported by GPT-6 and later models in standard, single-agent mode. Cannot be
       * combined with automatic compaction or automatic truncation.
       * Supported efforts vary by model; 'none' is supported by GPT-6 Sol and Luna.
       */
      reasoningEffortUpdate: schemas/* enum */.k5n(["none", "low", "medium", "high", "xhigh", "max"]).optional(),
      /**
       * Controls how much model work GPT-5.6 performs before returning a final answer.
       * `standard` is the default. `pro` increases quality, latency, and token usage.
       */
      reasoningMode: schemas/* enum */.k5n(["standard", "pro"]).optional(),
      /**
       * Controls which available reasoning items GPT-5.6 can use.
       * `auto` uses the model default, `current_turn` excludes reasoning from earlier
       * turns, and `all_turns` makes compatible earlier reasoning available.
       */
      reasoningContext: schemas/* enum */.k5n(["auto", "current_turn", "all_turns"]).optional(),
      /**
       * Controls reasoning summary output from the model.
       * Set to "auto" to automatically receive the richest level available,
       * or "detailed" for comprehensive summaries.
       */
      reasoningSummary: schemas/* string */.YjP().nullish(),
      /**
       * The identifier for safety monitoring and tracking.
       */
      safetyIdentifier: schemas/* string */.YjP().nullish(),
      /**
       * Service tier for the request.
       * Set to 'flex' for 50% cheaper processing at the cost of increased latency (available for o3, o4-mini, and gpt-5 models).
       * Set to 'priority' for faster processing with Enterprise access (available for gpt-4, gpt-5, gpt-5-mini, o3, o4-mini; gpt-5-nano is not supported).
       * Set to 'fast' for the same tier as 'priority' (OpenAI's newer name for it).
       * Set to 'ultrafast' for access-controlled Ultrafast processing (available only for gpt-5.6-sol).
       *
       * Defaults to 'auto'.
       */
      serviceTier: schemas/* enum */.k5n(["auto", "flex", "priority", "fast", "ultrafast", "default"]).nullish(),
      /**
       * Whether to store the generation. Defaults to `true`.
       */
      store: schemas/* boolean */.zMY().nullish(),
      /**
       * Whether to pass through non-image file types as generic input files.
       *
       * By default, inline file inputs are restricted to images and PDFs.
       * Enable this when the target OpenAI Responses model supports additional
       * file media types, such as text/csv.
       */
      passThroughUnsupportedFiles: schemas/* boolean */.zMY().optional(),
      /**
       * Whether to use strict JSON schema validation.
       * Defaults to `true`.
       */
      strictJsonSchema: schemas/* boolean */.zMY().nullish(),
      /**
       * Controls the verbosity of the model's responses. Lower values ('low') will result
       * in more concise responses, while higher values ('high') will result in more verbose responses.
       * Valid values: 'low', 'medium', 'high'.
       */
      textVerbosity: schemas/* enum */.k5n(["low", "medium", "high"]).nullish(),
      /**
       * Controls output truncation. 'auto' (default) performs truncation automatically;
       * 'disabled' turns truncation off.
       */
      truncation: schemas/* enum */.k5n(["auto", "disabled"]).nullish(),
      /**
       * A unique identifier representing your end-user, which can help OpenAI to
       * monitor and detect abuse.
       * Defaults to `undefined`.
       * @see https://platform.openai.com/docs/guides/safety-best-practices/end-user-ids
       */
      user: schemas/* string */.YjP().nullish(),
      /**
       * Override the system message mode for this model.
       * - 'system': Use the 'system' role for system messages (default for most models)
       * - 'developer': Use the 'developer' role for system messages (used by reasoning models)
       * - 'remove': Remove system messages entirely
       *
       * If not specified, the mode is automatically determined based on the model.
       */
      systemMessageMode: schemas/* enum */.k5n(["system", "developer", "remove"]).optional(),
      /**
       * Force treating this model as a reasoning model.
       *
       * This is useful for "stealth" reasoning models (e.g. via a custom baseURL)
       * where the model ID is not recognized by the SDK's allowlist.
       *
       * When enabled, the SDK applies reasoning-model parameter compatibility rules
       * and defaults `systemMessageMode` to `developer` unless overridden.
       */
      forceReasoning: schemas/* boolean */.zMY().optional(),
      /**
       * Enable server-side context management (compaction).
       */
      contextManagement: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("compaction"),
          compactThreshold: schemas/* number */.aig()
        })
      ).nullish(),
      /**
       * Request explicit server-side compaction by appending a
       * `compaction_trigger` item to the Responses input.
       */
      compactionTrigger: schemas/* boolean */.zMY().optional(),
      /**
       * Restrict the callable tools to a subset while keeping the full tools
       * list intact, so prompt caching is preserved across requests with
       * different allowlists.
       *
       * When set, this overrides the request-level `toolChoice` and emits
       * `tool_choice: { type: "allowed_tools", mode, tools }` on the wire.
       *
       * @see https://developers.openai.com/api/reference/resources/responses/methods/create#(resource)%20responses%20%3E%20(model)%20tool_choice_allowed%20%3E%20(schema)
       */
      allowedTools: schemas/* object */.Ikc({
        toolNames: schemas/* array */.YOg(schemas/* string */.YjP()).min(1),
        mode: schemas/* enum */.k5n(["auto", "required"]).optional()
      }).optional()
    })
  )
);
var openaiResponsesSystemMessageOptionsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      /**
       * Emit a configuration update at this position in Responses history.
       * Requires empty system message content and the same supported
       * configuration as the request-level reasoningEffortUpdate option.
       * Unsupported historical updates throw instead of being omitted.
       *
       * @see https://developers.openai.com/api/docs/guides/reasoning#change-reasoning-mid-conversation
       */
      reasoningEffortUpdate: schemas/* enum */.k5n(["none", "low", "medium", "high", "xhigh", "max"]).optional()
    })
  )
);

// src/tool/apply-patch.ts


var applyPatchInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      callId: schemas/* string */.YjP(),
      operation: schemas/* discriminatedUnion */.gMt("type", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("create_file"),
          path: schemas/* string */.YjP(),
          diff: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("delete_file"),
          path: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("update_file"),
          path: schemas/* string */.YjP(),
          diff: schemas/* string */.YjP()
        })
      ])
    })
  )
);
var applyPatchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      status: schemas/* enum */.k5n(["completed", "failed"]),
      output: schemas/* string */.YjP().optional()
    })
  )
);
var applyPatchArgsSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var applyPatchToolFactory = createProviderDefinedToolFactoryWithOutputSchema({
  id: "openai.apply_patch",
  inputSchema: applyPatchInputSchema,
  outputSchema: applyPatchOutputSchema
});
var applyPatch = (/* unused pure expression or super */ null && (applyPatchToolFactory));

// src/tool/computer.ts


var safetyCheckSchema = schemas/* object */.Ikc({
  id: schemas/* string */.YjP(),
  code: schemas/* string */.YjP().optional(),
  message: schemas/* string */.YjP().optional()
});
var computerActionSchema = schemas/* discriminatedUnion */.gMt("type", [
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("click"),
    button: schemas/* enum */.k5n(["left", "right", "wheel", "back", "forward"]),
    x: schemas/* number */.aig(),
    y: schemas/* number */.aig(),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("double_click"),
    x: schemas/* number */.aig(),
    y: schemas/* number */.aig(),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("drag"),
    path: schemas/* array */.YOg(schemas/* object */.Ikc({ x: schemas/* number */.aig(), y: schemas/* number */.aig() })),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("keypress"),
    keys: schemas/* array */.YOg(schemas/* string */.YjP())
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("move"),
    x: schemas/* number */.aig(),
    y: schemas/* number */.aig(),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("screenshot")
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("scroll"),
    x: schemas/* number */.aig(),
    y: schemas/* number */.aig(),
    scrollX: schemas/* number */.aig(),
    scrollY: schemas/* number */.aig(),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("type"),
    text: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("wait")
  })
]);
var computerInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      actions: schemas/* array */.YOg(computerActionSchema),
      pendingSafetyChecks: schemas/* array */.YOg(safetyCheckSchema),
      status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"])
    })
  )
);
var computerOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      output: schemas/* union */.KCZ([
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("computer_screenshot"),
          imageUrl: schemas/* string */.YjP(),
          fileId: schemas/* string */.YjP().optional(),
          detail: schemas/* enum */.k5n(["auto", "low", "high", "original"]).optional()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("computer_screenshot"),
          fileId: schemas/* string */.YjP(),
          imageUrl: schemas/* string */.YjP().optional(),
          detail: schemas/* enum */.k5n(["auto", "low", "high", "original"]).optional()
        })
      ]),
      acknowledgedSafetyChecks: schemas/* array */.YOg(safetyCheckSchema).optional()
    })
  )
);
var computerToolFactory = createProviderDefinedToolFactoryWithOutputSchema({
  id: "openai.computer",
  inputSchema: computerInputSchema,
  outputSchema: computerOutputSchema
});

// src/tool/local-shell.ts


var localShellInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("exec"),
        command: schemas/* array */.YOg(schemas/* string */.YjP()),
        timeoutMs: schemas/* number */.aig().optional(),
        user: schemas/* string */.YjP().optional(),
        workingDirectory: schemas/* string */.YjP().optional(),
        env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
      })
    })
  )
);
var localShellOutputSchema = lazySchema(
  () => zodSchema(schemas/* object */.Ikc({ output: schemas/* string */.YjP() }))
);
var localShell = createProviderDefinedToolFactoryWithOutputSchema({
  id: "openai.local_shell",
  inputSchema: localShellInputSchema,
  outputSchema: localShellOutputSchema
});

// src/tool/shell.ts


var shellInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* object */.Ikc({
        commands: schemas/* array */.YOg(schemas/* string */.YjP()),
        timeoutMs: schemas/* number */.aig().optional(),
        maxOutputLength: schemas/* number */.aig().optional()
      })
    })
  )
);
var shellOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      output: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          stdout: schemas/* string */.YjP(),
          stderr: schemas/* string */.YjP(),
          outcome: schemas/* discriminatedUnion */.gMt("type", [
            schemas/* object */.Ikc({ type: schemas/* literal */.euz("timeout") }),
            schemas/* object */.Ikc({ type: schemas/* literal */.euz("exit"), exitCode: schemas/* number */.aig() })
          ])
        })
      )
    })
  )
);
var shellSkillsSchema = schemas/* array */.YOg(
  schemas/* discriminatedUnion */.gMt("type", [
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("skillReference"),
      providerReference: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()),
      version: schemas/* string */.YjP().optional()
    }),
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("inline"),
      name: schemas/* string */.YjP(),
      description: schemas/* string */.YjP(),
      source: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("base64"),
        mediaType: schemas/* literal */.euz("application/zip"),
        data: schemas/* string */.YjP()
      })
    })
  ])
).optional();
var shellArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      environment: schemas/* union */.KCZ([
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("containerAuto"),
          fileIds: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
          memoryLimit: schemas/* enum */.k5n(["1g", "4g", "16g", "64g"]).optional(),
          networkPolicy: schemas/* discriminatedUnion */.gMt("type", [
            schemas/* object */.Ikc({ type: schemas/* literal */.euz("disabled") }),
            schemas/* object */.Ikc({
              type: schemas/* literal */.euz("allowlist"),
              allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()),
              domainSecrets: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  domain: schemas/* string */.YjP(),
                  name: schemas/* string */.YjP(),
                  value: schemas/* string */.YjP()
                })
              ).optional()
            })
          ]).optional(),
          skills: shellSkillsSchema
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("containerReference"),
          containerId: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("local").optional(),
          skills: schemas/* array */.YOg(
            schemas/* object */.Ikc({
              name: schemas/* string */.YjP(),
              description: schemas/* string */.YjP(),
              path: schemas/* string */.YjP()
            })
          ).optional()
        })
      ]).optional()
    })
  )
);
var shell = createProviderDefinedToolFactoryWithOutputSchema({
  id: "openai.shell",
  inputSchema: shellInputSchema,
  outputSchema: shellOutputSchema
});

// src/tool/tool-search.ts


var toolSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      execution: schemas/* enum */.k5n(["server", "client"]).optional(),
      description: schemas/* string */.YjP().optional(),
      parameters: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
    })
  )
);
var toolSearchInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      arguments: schemas/* unknown */.L5J().optional(),
      call_id: schemas/* string */.YjP().nullish()
    })
  )
);
var toolSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      tools: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()))
    })
  )
);
var toolSearchToolFactory = createProviderDefinedToolFactoryWithOutputSchema({
  id: "openai.tool_search",
  inputSchema: toolSearchInputSchema,
  outputSchema: toolSearchOutputSchema
});

// src/tool/programmatic-tool-calling.ts


var programmaticToolCallingInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      code: schemas/* string */.YjP(),
      fingerprint: schemas/* string */.YjP()
    })
  )
);
var programmaticToolCallingOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      result: schemas/* string */.YjP(),
      status: schemas/* enum */.k5n(["completed", "incomplete"])
    })
  )
);
var programmaticToolCallingFactory = createProviderExecutedToolFactory({
  id: "openai.programmatic_tool_calling",
  inputSchema: programmaticToolCallingInputSchema,
  outputSchema: programmaticToolCallingOutputSchema,
  supportsDeferredResults: true
});
var programmaticToolCalling = () => experimental_toolCaller(programmaticToolCallingFactory({}), {
  type: "provider",
  prepareProviderOptions: (providerOptions) => {
    const openaiOptions = providerOptions?.openai;
    return {
      ...providerOptions,
      openai: {
        ...openaiOptions,
        allowedCallers: [
          .../* @__PURE__ */ new Set([
            ...openaiOptions?.allowedCallers ?? [],
            "programmatic"
          ])
        ]
      }
    };
  }
});

// src/responses/expand-parallel-tool-call.ts


var parallelToolName = "parallel";
var recipientNamePrefix = "functions.";
function getParallelToolCallMetadata({
  providerOptions,
  providerOptionsName
}) {
  const metadata = providerOptions?.[providerOptionsName]?.parallelToolCall;
  if (!isJSONObject(metadata) || typeof metadata.itemId !== "string" || typeof metadata.toolCallId !== "string" || typeof metadata.toolName !== "string" || typeof metadata.input !== "string" || typeof metadata.index !== "number" || !Number.isInteger(metadata.index) || typeof metadata.count !== "number" || !Number.isInteger(metadata.count) || metadata.index < 0 || metadata.count <= metadata.index) {
    return void 0;
  }
  return metadata;
}
function isUndeclaredParallelToolCall({
  toolName,
  tools
}) {
  return toolName === parallelToolName && !tools.some((tool) => tool.name === parallelToolName);
}
async function expandParallelToolCall({
  toolCall,
  tools,
  providerOptionsName,
  itemId
}) {
  if (!isUndeclaredParallelToolCall({ toolName: toolCall.toolName, tools })) {
    return void 0;
  }
  const parsedInput = await safeParseJSON({ text: toolCall.input });
  if (!parsedInput.success || !isJSONObject(parsedInput.value)) {
    return void 0;
  }
  const toolUses = parsedInput.value.tool_uses;
  if (!Array.isArray(toolUses) || toolUses.length === 0) {
    return void 0;
  }
  const availableToolNames = new Set(tools.map((tool) => tool.name));
  const expandedToolCalls = [];
  for (const [index, toolUse] of toolUses.entries()) {
    if (!isJSONObject(toolUse)) {
      return void 0;
    }
    const recipientName = toolUse.recipient_name;
    const parameters = toolUse.parameters;
    if (typeof recipientName !== "string" || !recipientName.startsWith(recipientNamePrefix) || !isJSONObject(parameters)) {
      return void 0;
    }
    const toolName = recipientName.slice(recipientNamePrefix.length);
    if (toolName.length === 0 || !availableToolNames.has(toolName)) {
      return void 0;
    }
    expandedToolCalls.push({
      type: "tool-call",
      toolCallId: `${toolCall.toolCallId}_${index}`,
      toolName,
      input: JSON.stringify(parameters),
      providerMetadata: {
        [providerOptionsName]: {
          parallelToolCall: {
            itemId,
            toolCallId: toolCall.toolCallId,
            toolName: toolCall.toolName,
            input: toolCall.input,
            index,
            count: toolUses.length
          }
        }
      }
    });
  }
  return expandedToolCalls;
}

// src/responses/convert-to-openai-responses-input.ts
function serializeToolCallArguments2(input) {
  return JSON.stringify(input === void 0 ? {} : input);
}
function mapToolCaller(caller) {
  return caller == null ? void 0 : caller.type === "program" ? { type: "program", caller_id: caller.callerId } : caller;
}
async function convertFunctionToolResultOutput({
  output,
  toolName,
  outputSchemaToolNames,
  promptCacheBreakpoint,
  providerOptionsName,
  warnings
}) {
  const hasOutputSchema = outputSchemaToolNames?.has(toolName);
  const convertScalarOutput = (value) => promptCacheBreakpoint == null ? value : [
    {
      type: "input_text",
      text: value,
      prompt_cache_breakpoint: promptCacheBreakpoint
    }
  ];
  switch (output.type) {
    case "text":
    case "error-text":
      return convertScalarOutput(
        hasOutputSchema ? JSON.stringify(output.value) : output.value
      );
    case "execution-denied": {
      const reason = output.reason ?? "Tool call execution denied.";
      return convertScalarOutput(
        hasOutputSchema ? JSON.stringify(reason) : reason
      );
    }
    case "json":
    case "error-json":
      return convertScalarOutput(JSON.stringify(output.value));
    case "content":
      return output.value.map((item) => {
        const promptCacheBreakpoint2 = getPromptCacheBreakpoint2(
          item.providerOptions,
          providerOptionsName
        );
        switch (item.type) {
          case "text": {
            return {
              type: "input_text",
              text: item.text,
              ...promptCacheBreakpoint2 != null && {
                prompt_cache_breakpoint: promptCacheBreakpoint2
              }
            };
          }
          case "file": {
            const topLevel = getTopLevelMediaType(item.mediaType);
            const imageDetail = item.providerOptions?.[providerOptionsName]?.imageDetail;
            if (item.data.type === "reference") {
              const fileId = resolveProviderReference({
                reference: item.data.reference,
                provider: providerOptionsName
              });
              if (topLevel === "image") {
                return {
                  type: "input_image",
                  file_id: fileId,
                  detail: imageDetail,
                  ...promptCacheBreakpoint2 != null && {
                    prompt_cache_breakpoint: promptCacheBreakpoint2
                  }
                };
              }
              return {
                type: "input_file",
                file_id: fileId,
                ...promptCacheBreakpoint2 != null && {
                  prompt_cache_breakpoint: promptCacheBreakpoint2
                }
              };
            }
            if (item.data.type === "data") {
              const fullMediaType = resolveFullMediaType({ part: item });
              if (topLevel === "image") {
                return {
                  type: "input_image",
                  image_url: `data:${fullMediaType};base64,${convertToBase64(item.data.data)}`,
                  detail: imageDetail,
                  ...promptCacheBreakpoint2 != null && {
                    prompt_cache_breakpoint: promptCacheBreakpoint2
                  }
                };
              }
              return {
                type: "input_file",
                filename: item.filename ?? "data",
                file_data: `data:${fullMediaType};base64,${convertToBase64(item.data.data)}`,
                ...promptCacheBreakpoint2 != null && {
                  prompt_cache_breakpoint: promptCacheBreakpoint2
                }
              };
            }
            if (item.data.type === "url") {
              if (topLevel === "image") {
                return {
                  type: "input_image",
                  image_url: item.data.url.toString(),
                  detail: imageDetail,
                  ...promptCacheBreakpoint2 != null && {
                    prompt_cache_breakpoint: promptCacheBreakpoint2
                  }
                };
              }
              return {
                type: "input_file",
                file_url: item.data.url.toString(),
                ...promptCacheBreakpoint2 != null && {
                  prompt_cache_breakpoint: promptCacheBreakpoint2
                }
              };
            }
            warnings.push({
              type: "other",
              message: `unsupported tool content part type: ${item.type} with data type: ${item.data.type}`
            });
            return void 0;
          }
          default: {
            warnings.push({
              type: "other",
              message: `unsupported tool content part type: ${item.type}`
            });
            return void 0;
          }
        }
      }).filter(isNonNullable);
  }
}
function hasSameParallelToolCall(first, second) {
  return first.itemId === second.itemId && first.toolCallId === second.toolCallId && first.toolName === second.toolName && first.input === second.input && first.count === second.count;
}
function collectCompleteParallelToolResultGroups({
  prompt,
  providerOptionsName
}) {
  const pendingGroups = /* @__PURE__ */ new Map();
  for (const message of prompt) {
    if (message.role !== "tool") {
      continue;
    }
    for (const part of message.content) {
      if (part.type !== "tool-result") {
        continue;
      }
      const metadata = getParallelToolCallMetadata({
        providerOptions: part.providerOptions,
        providerOptionsName
      });
      if (metadata == null) {
        continue;
      }
      const existing = pendingGroups.get(metadata.toolCallId);
      if (existing == null) {
        pendingGroups.set(metadata.toolCallId, {
          metadata,
          results: /* @__PURE__ */ new Map([[metadata.index, part]]),
          invalid: false
        });
        continue;
      }
      if (!hasSameParallelToolCall(existing.metadata, metadata) || existing.results.has(metadata.index)) {
        existing.invalid = true;
        continue;
      }
      existing.results.set(metadata.index, part);
    }
  }
  const completeGroups = /* @__PURE__ */ new Map();
  for (const [toolCallId, group] of pendingGroups) {
    if (group.invalid || group.results.size !== group.metadata.count) {
      continue;
    }
    const results = Array.from(
      { length: group.metadata.count },
      (_, index) => group.results.get(index)
    );
    if (results.every(isNonNullable)) {
      completeGroups.set(toolCallId, {
        metadata: group.metadata,
        results
      });
    }
  }
  return completeGroups;
}
function getPromptCacheBreakpoint2(providerOptions, providerOptionsName) {
  return providerOptions?.[providerOptionsName]?.promptCacheBreakpoint;
}
function getScalarToolResultPromptCacheBreakpoint({
  output,
  toolResultProviderOptions,
  providerOptionsName
}) {
  return output.type === "content" ? void 0 : getPromptCacheBreakpoint2(output.providerOptions, providerOptionsName) ?? getPromptCacheBreakpoint2(
    toolResultProviderOptions,
    providerOptionsName
  );
}
function isFileId(data, prefixes) {
  if (!prefixes) return false;
  return prefixes.some((prefix) => data.startsWith(prefix));
}
async function convertToOpenAIResponsesInput({
  prompt,
  toolNameMapping,
  systemMessageMode,
  providerOptionsName,
  explicitMessageItemType = false,
  fileIdPrefixes,
  passThroughUnsupportedFiles = false,
  store,
  hasConversation = false,
  hasPreviousResponseId = false,
  hasLocalShellTool = false,
  hasShellTool = false,
  hasApplyPatchTool = false,
  hasComputerTool = false,
  toolSearchToolName,
  customProviderToolNames,
  outputSchemaToolNames,
  configurationUpdateUnsupportedReason
}) {
  let input = [];
  const warnings = [];
  const processedApprovalIds = /* @__PURE__ */ new Set();
  const programmaticToolCallIds = /* @__PURE__ */ new Set();
  const parallelToolResultGroups = hasConversation || hasPreviousResponseId ? collectCompleteParallelToolResultGroups({
    prompt,
    providerOptionsName
  }) : /* @__PURE__ */ new Map();
  const emittedParallelToolCalls = /* @__PURE__ */ new Set();
  const emittedParallelToolResults = /* @__PURE__ */ new Set();
  for (const { role, content, providerOptions } of prompt) {
    switch (role) {
      case "system": {
        let options = await parseProviderOptions({
          provider: providerOptionsName,
          providerOptions,
          schema: openaiResponsesSystemMessageOptionsSchema
        });
        if (options == null && providerOptionsName !== "openai") {
          options = await parseProviderOptions({
            provider: "openai",
            providerOptions,
            schema: openaiResponsesSystemMessageOptionsSchema
          });
        }
        const effort = options?.reasoningEffortUpdate;
        if (effort != null) {
          const unsupportedReason = content !== "" ? "Message-level reasoningEffortUpdate requires empty system message content." : configurationUpdateUnsupportedReason;
          if (unsupportedReason != null) {
            throw new dist_UnsupportedFunctionalityError({
              functionality: "Message-level reasoningEffortUpdate",
              message: unsupportedReason
            });
          }
          input.push({
            type: "configuration_update",
            reasoning: { effort }
          });
          break;
        }
        switch (systemMessageMode) {
          case "system": {
            const promptCacheBreakpoint = getPromptCacheBreakpoint2(
              providerOptions,
              providerOptionsName
            );
            input.push({
              ...explicitMessageItemType && { type: "message" },
              role: "system",
              content: promptCacheBreakpoint == null ? content : [
                {
                  type: "input_text",
                  text: content,
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              ]
            });
            break;
          }
          case "developer": {
            const promptCacheBreakpoint = getPromptCacheBreakpoint2(
              providerOptions,
              providerOptionsName
            );
            input.push({
              ...explicitMessageItemType && { type: "message" },
              role: "developer",
              content: promptCacheBreakpoint == null ? content : [
                {
                  type: "input_text",
                  text: content,
                  prompt_cache_breakpoint: promptCacheBreakpoint
                }
              ]
            });
            break;
          }
          case "remove": {
            warnings.push({
              type: "other",
              message: "system messages are removed for this model"
            });
            break;
          }
          default: {
            const _exhaustiveCheck = systemMessageMode;
            throw new Error(
              `Unsupported system message mode: ${_exhaustiveCheck}`
            );
          }
        }
        break;
      }
      case "user": {
        input.push({
          ...explicitMessageItemType && { type: "message" },
          role: "user",
          content: content.map((part, index) => {
            switch (part.type) {
              case "text": {
                const promptCacheBreakpoint = getPromptCacheBreakpoint2(
                  part.providerOptions,
                  providerOptionsName
                );
                return {
                  type: "input_text",
                  text: part.text,
                  ...promptCacheBreakpoint != null && {
                    prompt_cache_breakpoint: promptCacheBreakpoint
                  }
                };
              }
              case "file": {
                const promptCacheBreakpoint = getPromptCacheBreakpoint2(
                  part.providerOptions,
                  providerOptionsName
                );
                switch (part.data.type) {
                  case "reference": {
                    const fileId = resolveProviderReference({
                      reference: part.data.reference,
                      provider: providerOptionsName
                    });
                    if (getTopLevelMediaType(part.mediaType) === "image") {
                      return {
                        type: "input_image",
                        file_id: fileId,
                        detail: part.providerOptions?.[providerOptionsName]?.imageDetail,
                        ...promptCacheBreakpoint != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint
                        }
                      };
                    }
                    return {
                      type: "input_file",
                      file_id: fileId,
                      ...promptCacheBreakpoint != null && {
                        prompt_cache_breakpoint: promptCacheBreakpoint
                      }
                    };
                  }
                  case "text": {
                    throw new dist_UnsupportedFunctionalityError({
                      functionality: "text file parts"
                    });
                  }
                  case "url":
                  case "data": {
                    const topLevel = getTopLevelMediaType(part.mediaType);
                    if (topLevel === "image") {
                      return {
                        type: "input_image",
                        ...part.data.type === "url" ? { image_url: part.data.url.toString() } : typeof part.data.data === "string" && isFileId(part.data.data, fileIdPrefixes) ? { file_id: part.data.data } : {
                          image_url: `data:${resolveFullMediaType({ part })};base64,${convertToBase64(part.data.data)}`
                        },
                        detail: part.providerOptions?.[providerOptionsName]?.imageDetail,
                        ...promptCacheBreakpoint != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint
                        }
                      };
                    } else {
                      if (part.data.type === "url") {
                        return {
                          type: "input_file",
                          file_url: part.data.url.toString(),
                          ...promptCacheBreakpoint != null && {
                            prompt_cache_breakpoint: promptCacheBreakpoint
                          }
                        };
                      }
                      const fullMediaType = resolveFullMediaType({ part });
                      if (fullMediaType !== "application/pdf" && !passThroughUnsupportedFiles) {
                        throw new dist_UnsupportedFunctionalityError({
                          functionality: `file part media type ${fullMediaType}`
                        });
                      }
                      return {
                        type: "input_file",
                        ...typeof part.data.data === "string" && isFileId(part.data.data, fileIdPrefixes) ? { file_id: part.data.data } : {
                          filename: part.filename ?? (fullMediaType === "application/pdf" ? `part-${index}.pdf` : `part-${index}`),
                          file_data: `data:${fullMediaType};base64,${convertToBase64(part.data.data)}`
                        },
                        ...promptCacheBreakpoint != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint
                        }
                      };
                    }
                  }
                }
              }
            }
          })
        });
        break;
      }
      case "assistant": {
        const reasoningMessages = {};
        for (const part of content) {
          switch (part.type) {
            case "text": {
              const providerOptions2 = part.providerOptions?.[providerOptionsName];
              const id = providerOptions2?.itemId;
              const phase = providerOptions2?.phase;
              if (hasConversation && id != null) {
                break;
              }
              if (store && id != null) {
                input.push({ type: "item_reference", id });
                break;
              }
              input.push({
                ...explicitMessageItemType && { type: "message" },
                role: "assistant",
                content: part.text,
                ...phase != null && { phase }
              });
              break;
            }
            case "tool-call": {
              const parallelToolCallMetadata = getParallelToolCallMetadata({
                providerOptions: part.providerOptions,
                providerOptionsName
              });
              const parallelToolResultGroup = parallelToolCallMetadata == null ? void 0 : parallelToolResultGroups.get(
                parallelToolCallMetadata.toolCallId
              );
              if (parallelToolCallMetadata != null && parallelToolResultGroup != null && hasSameParallelToolCall(
                parallelToolResultGroup.metadata,
                parallelToolCallMetadata
              )) {
                if (!emittedParallelToolCalls.has(
                  parallelToolResultGroup.metadata.toolCallId
                )) {
                  emittedParallelToolCalls.add(
                    parallelToolResultGroup.metadata.toolCallId
                  );
                  if (!hasConversation) {
                    input.push({
                      type: "function_call",
                      call_id: parallelToolResultGroup.metadata.toolCallId,
                      name: parallelToolResultGroup.metadata.toolName,
                      arguments: parallelToolResultGroup.metadata.input
                    });
                  }
                }
                break;
              }
              const id = part.providerOptions?.[providerOptionsName]?.itemId ?? part.providerMetadata?.[providerOptionsName]?.itemId;
              const namespace = part.providerOptions?.[providerOptionsName]?.namespace ?? part.providerMetadata?.[providerOptionsName]?.namespace;
              const isAsync = part.providerOptions?.[providerOptionsName]?.async ?? part.providerMetadata?.[providerOptionsName]?.async;
              const caller = part.providerOptions?.[providerOptionsName]?.caller;
              if (caller?.type === "program") {
                programmaticToolCallIds.add(part.toolCallId);
              }
              if (hasConversation && id != null) {
                break;
              }
              const resolvedToolName = toolNameMapping.toProviderToolName(
                part.toolName
              );
              if (part.toolName === toolSearchToolName) {
                if (store && id != null) {
                  input.push({ type: "item_reference", id });
                  break;
                }
                const parsedInput = typeof part.input === "string" ? await parseJSON({
                  text: part.input,
                  schema: toolSearchInputSchema
                }) : await validateTypes({
                  value: part.input,
                  schema: toolSearchInputSchema
                });
                const execution = parsedInput.call_id != null ? "client" : "server";
                input.push({
                  type: "tool_search_call",
                  id: id ?? part.toolCallId,
                  execution,
                  call_id: parsedInput.call_id ?? null,
                  status: "completed",
                  arguments: parsedInput.arguments
                });
                break;
              }
              if (resolvedToolName === "programmatic_tool_calling") {
                if (store && id != null) {
                  input.push({ type: "item_reference", id });
                  break;
                }
                const parsedInput = await validateTypes({
                  value: part.input,
                  schema: programmaticToolCallingInputSchema
                });
                input.push({
                  type: "program",
                  id: id ?? part.toolCallId,
                  call_id: part.toolCallId,
                  code: parsedInput.code,
                  fingerprint: parsedInput.fingerprint
                });
                break;
              }
              if (part.providerExecuted) {
                if (store && id != null) {
                  input.push({ type: "item_reference", id });
                }
                if (store || !hasShellTool || resolvedToolName !== "shell") {
                  break;
                }
              }
              const isProviderDefinedToolCall = hasLocalShellTool && resolvedToolName === "local_shell" || hasShellTool && resolvedToolName === "shell" || hasApplyPatchTool && resolvedToolName === "apply_patch" || hasComputerTool && resolvedToolName === "computer" || (customProviderToolNames?.has(resolvedToolName) ?? false);
              if (hasPreviousResponseId && store && id != null && isProviderDefinedToolCall) {
                break;
              }
              if (store && id != null && isProviderDefinedToolCall) {
                input.push({ type: "item_reference", id });
                break;
              }
              if (hasLocalShellTool && resolvedToolName === "local_shell") {
                const parsedInput = await validateTypes({
                  value: part.input,
                  schema: localShellInputSchema
                });
                input.push({
                  type: "local_shell_call",
                  call_id: part.toolCallId,
                  id,
                  action: {
                    type: "exec",
                    command: parsedInput.action.command,
                    timeout_ms: parsedInput.action.timeoutMs,
                    user: parsedInput.action.user,
                    working_directory: parsedInput.action.workingDirectory,
                    env: parsedInput.action.env
                  }
                });
                break;
              }
              if (hasShellTool && resolvedToolName === "shell") {
                const parsedInput = await validateTypes({
                  value: part.input,
                  schema: shellInputSchema
                });
                input.push({
                  type: "shell_call",
                  call_id: part.toolCallId,
                  id,
                  status: "completed",
                  action: {
                    commands: parsedInput.action.commands,
                    timeout_ms: parsedInput.action.timeoutMs,
                    max_output_length: parsedInput.action.maxOutputLength
                  }
                });
                break;
              }
              if (hasApplyPatchTool && resolvedToolName === "apply_patch") {
                const parsedInput = await validateTypes({
                  value: part.input,
                  schema: applyPatchInputSchema
                });
                input.push({
                  type: "apply_patch_call",
                  call_id: parsedInput.callId,
                  id,
                  status: "completed",
                  operation: parsedInput.operation
                });
                break;
              }
              if (hasComputerTool && resolvedToolName === "computer") {
                const parsedInput = await validateTypes({
                  value: part.input,
                  schema: computerInputSchema
                });
                input.push({
                  type: "computer_call",
                  call_id: part.toolCallId,
                  id,
                  status: parsedInput.status,
                  actions: parsedInput.actions.map((action) => {
                    switch (action.type) {
                      case "click":
                      case "double_click":
                      case "move":
                        return {
                          ...action,
                          keys: action.keys
                        };
                      case "drag":
                        return {
                          ...action,
                          keys: action.keys
                        };
                      case "scroll":
                        return {
                          type: "scroll",
                          x: action.x,
                          y: action.y,
                          scroll_x: action.scrollX,
                          scroll_y: action.scrollY,
                          keys: action.keys
                        };
                      default:
                        return action;
                    }
                  }),
                  pending_safety_checks: parsedInput.pendingSafetyChecks.map(
                    (safetyCheck) => ({
                      id: safetyCheck.id,
                      code: safetyCheck.code,
                      message: safetyCheck.message
                    })
                  )
                });
                break;
              }
              if (customProviderToolNames?.has(resolvedToolName)) {
                input.push({
                  type: "custom_tool_call",
                  call_id: part.toolCallId,
                  name: resolvedToolName,
                  input: typeof part.input === "string" ? part.input : JSON.stringify(part.input),
                  ...isAsync != null && { async: isAsync },
                  id
                });
                break;
              }
              input.push({
                type: "function_call",
                call_id: part.toolCallId,
                name: resolvedToolName,
                arguments: serializeToolCallArguments2(part.input),
                ...isAsync != null && { async: isAsync },
                ...namespace != null && { namespace },
                ...caller != null && {
                  caller: mapToolCaller(caller)
                }
              });
              break;
            }
            // assistant tool result parts are from provider-executed tools:
            case "tool-result": {
              if (part.output.type === "execution-denied" || part.output.type === "json" && typeof part.output.value === "object" && part.output.value != null && "type" in part.output.value && part.output.value.type === "execution-denied") {
                break;
              }
              if (hasConversation) {
                break;
              }
              const resolvedResultToolName = toolNameMapping.toProviderToolName(
                part.toolName
              );
              if (part.toolName === toolSearchToolName) {
                const itemId = part.providerOptions?.[providerOptionsName]?.itemId ?? part.providerMetadata?.[providerOptionsName]?.itemId ?? part.toolCallId;
                if (store) {
                  input.push({ type: "item_reference", id: itemId });
                } else if (part.output.type === "json") {
                  const parsedOutput = await validateTypes({
                    value: part.output.value,
                    schema: toolSearchOutputSchema
                  });
                  input.push({
                    type: "tool_search_output",
                    id: itemId,
                    execution: "server",
                    call_id: null,
                    status: "completed",
                    tools: parsedOutput.tools
                  });
                }
                break;
              }
              if (resolvedResultToolName === "programmatic_tool_calling") {
                const itemId = part.providerOptions?.[providerOptionsName]?.itemId ?? part.providerMetadata?.[providerOptionsName]?.itemId ?? part.toolCallId;
                if (store) {
                  input.push({ type: "item_reference", id: itemId });
                } else if (part.output.type === "json") {
                  const parsedOutput = await validateTypes({
                    value: part.output.value,
                    schema: programmaticToolCallingOutputSchema
                  });
                  input.push({
                    type: "program_output",
                    id: itemId,
                    call_id: part.toolCallId,
                    result: parsedOutput.result,
                    status: parsedOutput.status
                  });
                }
                break;
              }
              if (hasShellTool && resolvedResultToolName === "shell") {
                if (part.output.type === "json") {
                  const parsedOutput = await validateTypes({
                    value: part.output.value,
                    schema: shellOutputSchema
                  });
                  input.push({
                    type: "shell_call_output",
                    call_id: part.toolCallId,
                    output: parsedOutput.output.map((item) => ({
                      stdout: item.stdout,
                      stderr: item.stderr,
                      outcome: item.outcome.type === "timeout" ? { type: "timeout" } : {
                        type: "exit",
                        exit_code: item.outcome.exitCode
                      }
                    }))
                  });
                }
                break;
              }
              if (store) {
                const itemId = part.providerOptions?.[providerOptionsName]?.itemId ?? part.toolCallId;
                input.push({ type: "item_reference", id: itemId });
              } else {
                warnings.push({
                  type: "other",
                  message: `Results for OpenAI tool ${part.toolName} are not sent to the API when store is false`
                });
              }
              break;
            }
            case "reasoning": {
              const providerOptions2 = await parseProviderOptions({
                provider: providerOptionsName,
                providerOptions: part.providerOptions,
                schema: openaiResponsesReasoningProviderOptionsSchema
              });
              const reasoningId = providerOptions2?.itemId;
              if ((hasConversation || hasPreviousResponseId) && reasoningId != null) {
                break;
              }
              if (reasoningId != null) {
                const reasoningMessage = reasoningMessages[reasoningId];
                if (store) {
                  if (reasoningMessage === void 0) {
                    input.push({ type: "item_reference", id: reasoningId });
                    reasoningMessages[reasoningId] = {
                      type: "reasoning",
                      id: reasoningId,
                      summary: []
                    };
                  }
                } else {
                  const summaryParts = [];
                  if (part.text.length > 0) {
                    summaryParts.push({
                      type: "summary_text",
                      text: part.text
                    });
                  } else if (reasoningMessage !== void 0) {
                    warnings.push({
                      type: "other",
                      message: `Cannot append empty reasoning part to existing reasoning sequence. Skipping reasoning part: ${JSON.stringify(part)}.`
                    });
                  }
                  if (reasoningMessage === void 0) {
                    reasoningMessages[reasoningId] = {
                      type: "reasoning",
                      id: reasoningId,
                      encrypted_content: providerOptions2?.reasoningEncryptedContent,
                      summary: summaryParts
                    };
                    input.push(reasoningMessages[reasoningId]);
                  } else {
                    reasoningMessage.summary.push(...summaryParts);
                    if (providerOptions2?.reasoningEncryptedContent != null) {
                      reasoningMessage.encrypted_content = providerOptions2.reasoningEncryptedContent;
                    }
                  }
                }
              } else {
                const encryptedContent = providerOptions2?.reasoningEncryptedContent;
                if (encryptedContent != null) {
                  const summaryParts = [];
                  if (part.text.length > 0) {
                    summaryParts.push({
                      type: "summary_text",
                      text: part.text
                    });
                  }
                  input.push({
                    type: "reasoning",
                    encrypted_content: encryptedContent,
                    summary: summaryParts
                  });
                } else {
                  warnings.push({
                    type: "other",
                    message: `Non-OpenAI reasoning parts are not supported. Skipping reasoning part: ${JSON.stringify(part)}.`
                  });
                }
              }
              break;
            }
            case "custom": {
              if (part.kind === "openai.compaction") {
                const providerOptions2 = part.providerOptions?.[providerOptionsName];
                const id = providerOptions2?.itemId;
                if (hasConversation && id != null) {
                  break;
                }
                if (store && id != null) {
                  input.push({ type: "item_reference", id });
                  break;
                }
                const encryptedContent = providerOptions2?.encryptedContent;
                if (id != null) {
                  input.push({
                    type: "compaction",
                    id,
                    encrypted_content: encryptedContent
                  });
                }
              }
              break;
            }
          }
        }
        break;
      }
      case "tool": {
        for (const part of content) {
          if (part.type === "tool-approval-response") {
            const approvalResponse = part;
            if (processedApprovalIds.has(approvalResponse.approvalId)) {
              continue;
            }
            processedApprovalIds.add(approvalResponse.approvalId);
            if (store && !hasConversation && !hasPreviousResponseId) {
              input.push({
                type: "item_reference",
                id: approvalResponse.approvalId
              });
            }
            input.push({
              type: "mcp_approval_response",
              approval_request_id: approvalResponse.approvalId,
              approve: approvalResponse.approved
            });
            continue;
          }
          const parallelToolCallMetadata = getParallelToolCallMetadata({
            providerOptions: part.providerOptions,
            providerOptionsName
          });
          const parallelToolResultGroup = parallelToolCallMetadata == null ? void 0 : parallelToolResultGroups.get(
            parallelToolCallMetadata.toolCallId
          );
          if (parallelToolCallMetadata != null && parallelToolResultGroup != null && hasSameParallelToolCall(
            parallelToolResultGroup.metadata,
            parallelToolCallMetadata
          )) {
            if (!emittedParallelToolResults.has(
              parallelToolResultGroup.metadata.toolCallId
            )) {
              emittedParallelToolResults.add(
                parallelToolResultGroup.metadata.toolCallId
              );
              const toolOutputs = await Promise.all(
                parallelToolResultGroup.results.map(async (result) => {
                  const promptCacheBreakpoint = getScalarToolResultPromptCacheBreakpoint({
                    output: result.output,
                    toolResultProviderOptions: result.providerOptions,
                    providerOptionsName
                  });
                  return {
                    output: await convertFunctionToolResultOutput({
                      output: result.output,
                      toolName: result.toolName,
                      outputSchemaToolNames,
                      providerOptionsName,
                      warnings
                    }),
                    promptCacheBreakpoint
                  };
                })
              );
              const serializedToolOutputs = toolOutputs.map(
                ({ output: output2 }) => typeof output2 === "string" ? output2 : JSON.stringify(output2)
              );
              const hasPromptCacheBreakpoint = toolOutputs.some(
                ({ promptCacheBreakpoint }) => promptCacheBreakpoint != null
              );
              input.push({
                type: "function_call_output",
                call_id: parallelToolResultGroup.metadata.toolCallId,
                // The internal wrapper returns one output containing the child
                // results in the same order as the original tool_uses array.
                output: hasPromptCacheBreakpoint ? serializedToolOutputs.map((text, index) => ({
                  type: "input_text",
                  text: index === 0 ? text : `
${text}`,
                  ...toolOutputs[index].promptCacheBreakpoint != null && {
                    prompt_cache_breakpoint: toolOutputs[index].promptCacheBreakpoint
                  }
                })) : serializedToolOutputs.join("\n")
              });
            }
            continue;
          }
          const output = part.output;
          if (output.type === "execution-denied") {
            const approvalId = output.providerOptions?.openai?.approvalId;
            if (approvalId) {
              continue;
            }
          }
          const resolvedToolName = toolNameMapping.toProviderToolName(
            part.toolName
          );
          if (part.toolName === toolSearchToolName && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: toolSearchOutputSchema
            });
            input.push({
              type: "tool_search_output",
              execution: "client",
              call_id: part.toolCallId,
              status: "completed",
              tools: parsedOutput.tools
            });
            continue;
          }
          if (hasLocalShellTool && resolvedToolName === "local_shell" && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: localShellOutputSchema
            });
            input.push({
              type: "local_shell_call_output",
              call_id: part.toolCallId,
              output: parsedOutput.output
            });
            continue;
          }
          if (hasShellTool && resolvedToolName === "shell" && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: shellOutputSchema
            });
            input.push({
              type: "shell_call_output",
              call_id: part.toolCallId,
              output: parsedOutput.output.map((item) => ({
                stdout: item.stdout,
                stderr: item.stderr,
                outcome: item.outcome.type === "timeout" ? { type: "timeout" } : {
                  type: "exit",
                  exit_code: item.outcome.exitCode
                }
              }))
            });
            continue;
          }
          if (hasApplyPatchTool && part.toolName === "apply_patch" && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: applyPatchOutputSchema
            });
            input.push({
              type: "apply_patch_call_output",
              call_id: part.toolCallId,
              status: parsedOutput.status,
              output: parsedOutput.output
            });
            continue;
          }
          if (hasComputerTool && resolvedToolName === "computer" && output.type === "json") {
            const parsedOutput = await validateTypes({
              value: output.value,
              schema: computerOutputSchema
            });
            input.push({
              type: "computer_call_output",
              call_id: part.toolCallId,
              output: {
                type: "computer_screenshot",
                image_url: parsedOutput.output.imageUrl,
                file_id: parsedOutput.output.fileId,
                detail: parsedOutput.output.detail
              },
              acknowledged_safety_checks: parsedOutput.acknowledgedSafetyChecks?.map((safetyCheck) => ({
                id: safetyCheck.id,
                code: safetyCheck.code,
                message: safetyCheck.message
              }))
            });
            continue;
          }
          if (customProviderToolNames?.has(resolvedToolName)) {
            const promptCacheBreakpoint = getScalarToolResultPromptCacheBreakpoint({
              output,
              toolResultProviderOptions: part.providerOptions,
              providerOptionsName
            });
            const convertScalarOutput = (value) => promptCacheBreakpoint == null ? value : [
              {
                type: "input_text",
                text: value,
                prompt_cache_breakpoint: promptCacheBreakpoint
              }
            ];
            let outputValue;
            switch (output.type) {
              case "text":
              case "error-text":
                outputValue = convertScalarOutput(output.value);
                break;
              case "execution-denied":
                outputValue = convertScalarOutput(
                  output.reason ?? "Tool call execution denied."
                );
                break;
              case "json":
              case "error-json":
                outputValue = convertScalarOutput(JSON.stringify(output.value));
                break;
              case "content":
                outputValue = output.value.map((item) => {
                  const promptCacheBreakpoint2 = getPromptCacheBreakpoint2(
                    item.providerOptions,
                    providerOptionsName
                  );
                  switch (item.type) {
                    case "text":
                      return {
                        type: "input_text",
                        text: item.text,
                        ...promptCacheBreakpoint2 != null && {
                          prompt_cache_breakpoint: promptCacheBreakpoint2
                        }
                      };
                    case "file": {
                      const topLevel = getTopLevelMediaType(item.mediaType);
                      const imageDetail = item.providerOptions?.[providerOptionsName]?.imageDetail;
                      if (item.data.type === "data") {
                        const fullMediaType = resolveFullMediaType({
                          part: item
                        });
                        if (topLevel === "image") {
                          return {
                            type: "input_image",
                            image_url: `data:${fullMediaType};base64,${convertToBase64(item.data.data)}`,
                            detail: imageDetail,
                            ...promptCacheBreakpoint2 != null && {
                              prompt_cache_breakpoint: promptCacheBreakpoint2
                            }
                          };
                        }
                        return {
                          type: "input_file",
                          filename: item.filename ?? "data",
                          file_data: `data:${fullMediaType};base64,${convertToBase64(item.data.data)}`,
                          ...promptCacheBreakpoint2 != null && {
                            prompt_cache_breakpoint: promptCacheBreakpoint2
                          }
                        };
                      }
                      if (item.data.type === "url") {
                        if (topLevel === "image") {
                          return {
                            type: "input_image",
                            image_url: item.data.url.toString(),
                            detail: imageDetail,
                            ...promptCacheBreakpoint2 != null && {
                              prompt_cache_breakpoint: promptCacheBreakpoint2
                            }
                          };
                        }
                        return {
                          type: "input_file",
                          file_url: item.data.url.toString(),
                          ...promptCacheBreakpoint2 != null && {
                            prompt_cache_breakpoint: promptCacheBreakpoint2
                          }
                        };
                      }
                      warnings.push({
                        type: "other",
                        message: `unsupported custom tool content part type: ${item.type} with data type: ${item.data.type}`
                      });
                      return void 0;
                    }
                    default:
                      warnings.push({
                        type: "other",
                        message: `unsupported custom tool content part type: ${item.type}`
                      });
                      return void 0;
                  }
                }).filter(isNonNullable);
                break;
              default:
                outputValue = "";
            }
            input.push({
              type: "custom_tool_call_output",
              call_id: part.toolCallId,
              output: outputValue
            });
            continue;
          }
          const resultCaller = part.providerOptions?.[providerOptionsName]?.caller;
          if (output.type === "execution-denied" && (resultCaller?.type === "program" || programmaticToolCallIds.has(part.toolCallId))) {
            throw new dist_UnsupportedFunctionalityError({
              functionality: "execution-denied results for programmatic tool calls"
            });
          }
          const contentValue = await convertFunctionToolResultOutput({
            output,
            toolName: part.toolName,
            outputSchemaToolNames,
            promptCacheBreakpoint: getScalarToolResultPromptCacheBreakpoint({
              output,
              toolResultProviderOptions: part.providerOptions,
              providerOptionsName
            }),
            providerOptionsName,
            warnings
          });
          const caller = mapToolCaller(resultCaller);
          input.push({
            type: "function_call_output",
            call_id: part.toolCallId,
            output: contentValue,
            ...caller != null && { caller }
          });
        }
        break;
      }
      default: {
        const _exhaustiveCheck = role;
        throw new Error(`Unsupported role: ${_exhaustiveCheck}`);
      }
    }
  }
  if (!store && input.some(
    (item) => "type" in item && item.type === "reasoning" && item.encrypted_content == null
  )) {
    warnings.push({
      type: "other",
      message: "Reasoning parts without encrypted content are not supported when store is false. Skipping reasoning parts."
    });
    input = input.filter(
      (item) => !("type" in item) || item.type !== "reasoning" || item.encrypted_content != null
    );
  }
  return { input, warnings };
}
var openaiResponsesReasoningProviderOptionsSchema = schemas/* object */.Ikc({
  itemId: schemas/* string */.YjP().nullish(),
  reasoningEncryptedContent: schemas/* string */.YjP().nullish()
});

// src/responses/map-openai-responses-finish-reason.ts
function mapOpenAIResponseFinishReason({
  finishReason,
  hasFunctionCall
}) {
  switch (finishReason) {
    case void 0:
    case null:
      return hasFunctionCall ? "tool-calls" : "stop";
    case "max_output_tokens":
      return "length";
    case "content_filter":
      return "content-filter";
    default:
      return hasFunctionCall ? "tool-calls" : "other";
  }
}

// src/responses/openai-responses-api.ts


var jsonValueSchema = schemas/* lazy */.RZV(
  () => schemas/* union */.KCZ([
    schemas/* string */.YjP(),
    schemas/* number */.aig(),
    schemas/* boolean */.zMY(),
    schemas/* null */.chJ(),
    schemas/* array */.YOg(jsonValueSchema),
    schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema.optional())
  ])
);
var jsonObjectSchema = schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema.optional());
var openaiResponsesUsageSchema = schemas/* intersection */.E$q(
  jsonObjectSchema,
  schemas/* object */.Ikc({
    input_tokens: schemas/* number */.aig(),
    input_tokens_details: schemas/* intersection */.E$q(
      jsonObjectSchema,
      schemas/* object */.Ikc({
        cached_tokens: schemas/* number */.aig().nullish(),
        cache_write_tokens: schemas/* number */.aig().nullish(),
        orchestration_input_tokens: schemas/* number */.aig().nullish(),
        orchestration_input_cached_tokens: schemas/* number */.aig().nullish()
      })
    ).nullish(),
    output_tokens: schemas/* number */.aig(),
    output_tokens_details: schemas/* intersection */.E$q(
      jsonObjectSchema,
      schemas/* object */.Ikc({
        reasoning_tokens: schemas/* number */.aig().nullish(),
        orchestration_output_tokens: schemas/* number */.aig().nullish()
      })
    ).nullish(),
    total_tokens: schemas/* number */.aig().optional()
  })
);
var openaiResponsesComputerSafetyCheckSchema = schemas/* object */.Ikc({
  id: schemas/* string */.YjP(),
  code: schemas/* string */.YjP().nullish(),
  message: schemas/* string */.YjP().nullish()
});
var openaiResponsesComputerActionSchema = schemas/* discriminatedUnion */.gMt("type", [
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("click"),
    button: schemas/* enum */.k5n(["left", "right", "wheel", "back", "forward"]),
    x: schemas/* number */.aig(),
    y: schemas/* number */.aig(),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("double_click"),
    x: schemas/* number */.aig(),
    y: schemas/* number */.aig(),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("drag"),
    path: schemas/* array */.YOg(schemas/* object */.Ikc({ x: schemas/* number */.aig(), y: schemas/* number */.aig() })),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("keypress"),
    keys: schemas/* array */.YOg(schemas/* string */.YjP())
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("move"),
    x: schemas/* number */.aig(),
    y: schemas/* number */.aig(),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("screenshot")
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("scroll"),
    x: schemas/* number */.aig(),
    y: schemas/* number */.aig(),
    scroll_x: schemas/* number */.aig(),
    scroll_y: schemas/* number */.aig(),
    keys: schemas/* array */.YOg(schemas/* string */.YjP()).nullish()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("type"),
    text: schemas/* string */.YjP()
  }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("wait")
  })
]);
var openaiResponsesComputerCallSchema = schemas/* object */.Ikc({
  type: schemas/* literal */.euz("computer_call"),
  id: schemas/* string */.YjP(),
  call_id: schemas/* string */.YjP().nullish(),
  status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
  action: openaiResponsesComputerActionSchema.nullish(),
  actions: schemas/* array */.YOg(openaiResponsesComputerActionSchema).nullish(),
  pending_safety_checks: schemas/* array */.YOg(openaiResponsesComputerSafetyCheckSchema).nullish()
});
var openaiResponsesToolCallerSchema = schemas/* discriminatedUnion */.gMt("type", [
  schemas/* object */.Ikc({ type: schemas/* literal */.euz("direct") }),
  schemas/* object */.Ikc({
    type: schemas/* literal */.euz("program"),
    caller_id: schemas/* string */.YjP()
  })
]);
var openaiResponsesProgramSchema = schemas/* object */.Ikc({
  type: schemas/* literal */.euz("program"),
  id: schemas/* string */.YjP(),
  call_id: schemas/* string */.YjP(),
  code: schemas/* string */.YjP(),
  fingerprint: schemas/* string */.YjP()
});
var openaiResponsesProgramOutputSchema = schemas/* object */.Ikc({
  type: schemas/* literal */.euz("program_output"),
  id: schemas/* string */.YjP(),
  call_id: schemas/* string */.YjP(),
  result: schemas/* string */.YjP(),
  status: schemas/* enum */.k5n(["completed", "incomplete"])
});
var openaiResponsesLocalShellCallSchema = schemas/* object */.Ikc({
  type: schemas/* literal */.euz("local_shell_call"),
  id: schemas/* string */.YjP(),
  call_id: schemas/* string */.YjP(),
  action: schemas/* object */.Ikc({
    type: schemas/* literal */.euz("exec"),
    command: schemas/* array */.YOg(schemas/* string */.YjP()),
    timeout_ms: schemas/* number */.aig().optional(),
    user: schemas/* string */.YjP().optional(),
    working_directory: schemas/* string */.YjP().optional(),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional()
  })
});
var openaiResponsesNestedErrorChunkSchema = schemas/* object */.Ikc({
  type: schemas/* literal */.euz("error"),
  sequence_number: schemas/* number */.aig(),
  error: schemas/* object */.Ikc({
    type: schemas/* string */.YjP(),
    code: schemas/* string */.YjP().nullish(),
    message: schemas/* string */.YjP(),
    param: schemas/* string */.YjP().nullish()
  })
});
var openaiResponsesErrorChunkSchema = schemas/* object */.Ikc({
  type: schemas/* literal */.euz("error"),
  sequence_number: schemas/* number */.aig(),
  code: schemas/* string */.YjP().nullish(),
  message: schemas/* string */.YjP(),
  param: schemas/* string */.YjP().nullish()
});
var openaiResponsesModeledChunkTypes = /* @__PURE__ */ new Set([
  "error",
  "response.apply_patch_call_operation_diff.delta",
  "response.apply_patch_call_operation_diff.done",
  "response.code_interpreter_call_code.delta",
  "response.code_interpreter_call_code.done",
  "response.completed",
  "response.created",
  "response.custom_tool_call_input.delta",
  "response.failed",
  "response.function_call_arguments.delta",
  "response.function_call_arguments.done",
  "response.image_generation_call.partial_image",
  "response.in_progress",
  "response.incomplete",
  "response.output_item.added",
  "response.output_item.done",
  "response.output_text.annotation.added",
  "response.output_text.delta",
  "response.reasoning_summary_part.added",
  "response.reasoning_summary_part.done",
  "response.reasoning_summary_text.delta"
]);
var openaiResponsesModeledOutputItemTypes = /* @__PURE__ */ new Set([
  "apply_patch_call",
  "code_interpreter_call",
  "compaction",
  "computer_call",
  "custom_tool_call",
  "file_search_call",
  "function_call",
  "image_generation_call",
  "local_shell_call",
  "mcp_approval_request",
  "mcp_call",
  "mcp_list_tools",
  "message",
  "program",
  "program_output",
  "reasoning",
  "shell_call",
  "shell_call_output",
  "tool_search_call",
  "tool_search_output",
  "web_search_call"
]);
function isModeledOpenAIResponsesChunk(value) {
  if (typeof value.type !== "string" || !openaiResponsesModeledChunkTypes.has(value.type)) {
    return false;
  }
  if (value.type !== "response.output_item.added" && value.type !== "response.output_item.done") {
    return true;
  }
  if (!isRecord(value.item) || typeof value.item.type !== "string") {
    return true;
  }
  return openaiResponsesModeledOutputItemTypes.has(value.item.type);
}
var openaiResponsesChunkSchema = lazySchema(
  () => zodSchema(
    schemas/* union */.KCZ([
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.output_text.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig().nullish(),
        delta: schemas/* string */.YjP(),
        logprobs: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            token: schemas/* string */.YjP(),
            logprob: schemas/* number */.aig(),
            top_logprobs: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                token: schemas/* string */.YjP(),
                logprob: schemas/* number */.aig()
              })
            )
          })
        ).nullish()
      }),
      schemas/* object */.Ikc({
        type: schemas/* enum */.k5n(["response.completed", "response.incomplete"]),
        response: schemas/* object */.Ikc({
          incomplete_details: schemas/* object */.Ikc({ reason: schemas/* string */.YjP() }).nullish(),
          usage: openaiResponsesUsageSchema.nullish(),
          reasoning: schemas/* object */.Ikc({
            context: schemas/* string */.YjP().nullish()
          }).nullish(),
          service_tier: schemas/* string */.YjP().nullish()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.failed"),
        sequence_number: schemas/* number */.aig(),
        response: schemas/* object */.Ikc({
          error: schemas/* object */.Ikc({
            code: schemas/* string */.YjP().nullish(),
            message: schemas/* string */.YjP()
          }).nullish(),
          incomplete_details: schemas/* object */.Ikc({ reason: schemas/* string */.YjP() }).nullish(),
          usage: openaiResponsesUsageSchema.nullish(),
          reasoning: schemas/* object */.Ikc({
            context: schemas/* string */.YjP().nullish()
          }).nullish(),
          service_tier: schemas/* string */.YjP().nullish()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.created"),
        response: schemas/* object */.Ikc({
          id: schemas/* string */.YjP(),
          created_at: schemas/* number */.aig(),
          model: schemas/* string */.YjP(),
          service_tier: schemas/* string */.YjP().nullish()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.in_progress"),
        response: schemas/* object */.Ikc({
          id: schemas/* string */.YjP(),
          created_at: schemas/* number */.aig(),
          model: schemas/* string */.YjP(),
          service_tier: schemas/* string */.YjP().nullish()
        })
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.output_item.added"),
        output_index: schemas/* number */.aig(),
        item: schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("message"),
            id: schemas/* string */.YjP(),
            phase: schemas/* enum */.k5n(["commentary", "final_answer"]).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("reasoning"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("function_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish(),
            namespace: schemas/* string */.YjP().nullish(),
            caller: openaiResponsesToolCallerSchema.nullish()
          }),
          openaiResponsesProgramSchema,
          openaiResponsesProgramOutputSchema,
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_search_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP()
          }),
          openaiResponsesComputerCallSchema,
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_search_call"),
            id: schemas/* string */.YjP()
          }),
          openaiResponsesLocalShellCallSchema,
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("image_generation_call"),
            id: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_interpreter_call"),
            id: schemas/* string */.YjP(),
            container_id: schemas/* string */.YjP(),
            code: schemas/* string */.YjP().nullable(),
            outputs: schemas/* array */.YOg(
              schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("logs"), logs: schemas/* string */.YjP() }),
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("image"), url: schemas/* string */.YjP() })
              ])
            ).nullable(),
            status: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            approval_request_id: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_list_tools"),
            id: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_approval_request"),
            id: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("apply_patch_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed"]),
            operation: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("create_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("delete_file"),
                path: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("update_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              })
            ])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("custom_tool_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            action: schemas/* object */.Ikc({
              commands: schemas/* array */.YOg(schemas/* string */.YjP())
            })
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("compaction"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call_output"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            output: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                outcome: schemas/* discriminatedUnion */.gMt("type", [
                  schemas/* object */.Ikc({ type: schemas/* literal */.euz("timeout") }),
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("exit"),
                    exit_code: schemas/* number */.aig()
                  })
                ])
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_call"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            arguments: schemas/* unknown */.L5J()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_output"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            tools: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema.optional()))
          })
        ])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.output_item.done"),
        output_index: schemas/* number */.aig(),
        item: schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("message"),
            id: schemas/* string */.YjP(),
            phase: schemas/* enum */.k5n(["commentary", "final_answer"]).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("reasoning"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("function_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            namespace: schemas/* string */.YjP().nullish(),
            caller: openaiResponsesToolCallerSchema.nullish()
          }),
          openaiResponsesProgramSchema,
          openaiResponsesProgramOutputSchema,
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("custom_tool_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish(),
            status: schemas/* literal */.euz("completed")
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_interpreter_call"),
            id: schemas/* string */.YjP(),
            code: schemas/* string */.YjP().nullable(),
            container_id: schemas/* string */.YjP(),
            outputs: schemas/* array */.YOg(
              schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("logs"), logs: schemas/* string */.YjP() }),
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("image"), url: schemas/* string */.YjP() })
              ])
            ).nullable()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("image_generation_call"),
            id: schemas/* string */.YjP(),
            result: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_search_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            action: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("search"),
                query: schemas/* string */.YjP().nullish(),
                queries: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
                sources: schemas/* array */.YOg(
                  schemas/* discriminatedUnion */.gMt("type", [
                    schemas/* object */.Ikc({ type: schemas/* literal */.euz("url"), url: schemas/* string */.YjP() }),
                    schemas/* object */.Ikc({ type: schemas/* literal */.euz("api"), name: schemas/* string */.YjP() })
                  ])
                ).nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("open_page"),
                url: schemas/* string */.YjP().nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("find_in_page"),
                url: schemas/* string */.YjP().nullish(),
                pattern: schemas/* string */.YjP().nullish()
              })
            ]).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_search_call"),
            id: schemas/* string */.YjP(),
            queries: schemas/* array */.YOg(schemas/* string */.YjP()),
            results: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                attributes: schemas/* record */.g1P(
                  schemas/* string */.YjP(),
                  schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()])
                ),
                file_id: schemas/* string */.YjP(),
                filename: schemas/* string */.YjP(),
                score: schemas/* number */.aig(),
                text: schemas/* string */.YjP()
              })
            ).nullish()
          }),
          openaiResponsesLocalShellCallSchema,
          openaiResponsesComputerCallSchema,
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            output: schemas/* string */.YjP().nullish(),
            error: schemas/* union */.KCZ([
              schemas/* string */.YjP(),
              schemas/* object */.Ikc({
                type: schemas/* string */.YjP().optional(),
                code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).optional(),
                message: schemas/* string */.YjP().optional()
              }).loose()
            ]).nullish(),
            approval_request_id: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_list_tools"),
            id: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            tools: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                name: schemas/* string */.YjP(),
                description: schemas/* string */.YjP().optional(),
                input_schema: schemas/* any */.bzn(),
                annotations: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
              })
            ),
            error: schemas/* union */.KCZ([
              schemas/* string */.YjP(),
              schemas/* object */.Ikc({
                type: schemas/* string */.YjP().optional(),
                code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).optional(),
                message: schemas/* string */.YjP().optional()
              }).loose()
            ]).optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_approval_request"),
            id: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            approval_request_id: schemas/* string */.YjP().optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("apply_patch_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed"]),
            operation: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("create_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("delete_file"),
                path: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("update_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              })
            ])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            action: schemas/* object */.Ikc({
              commands: schemas/* array */.YOg(schemas/* string */.YjP())
            })
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("compaction"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call_output"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            output: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                outcome: schemas/* discriminatedUnion */.gMt("type", [
                  schemas/* object */.Ikc({ type: schemas/* literal */.euz("timeout") }),
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("exit"),
                    exit_code: schemas/* number */.aig()
                  })
                ])
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_call"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            arguments: schemas/* unknown */.L5J()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_output"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            tools: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema.optional()))
          })
        ])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.function_call_arguments.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        // `name` is documented as required but omitted from live API events:
        // https://github.com/openai/openai-openapi/issues/545
        type: schemas/* literal */.euz("response.function_call_arguments.done"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        arguments: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.custom_tool_call_input.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.image_generation_call.partial_image"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        partial_image_b64: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.code_interpreter_call_code.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.code_interpreter_call_code.done"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        code: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.output_text.annotation.added"),
        annotation: schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("url_citation"),
            start_index: schemas/* number */.aig(),
            end_index: schemas/* number */.aig(),
            url: schemas/* string */.YjP(),
            title: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_citation"),
            file_id: schemas/* string */.YjP(),
            filename: schemas/* string */.YjP(),
            index: schemas/* number */.aig()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("container_file_citation"),
            container_id: schemas/* string */.YjP(),
            file_id: schemas/* string */.YjP(),
            filename: schemas/* string */.YjP(),
            start_index: schemas/* number */.aig(),
            end_index: schemas/* number */.aig()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_path"),
            file_id: schemas/* string */.YjP(),
            index: schemas/* number */.aig()
          })
        ])
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.reasoning_summary_part.added"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig().nullish(),
        summary_index: schemas/* number */.aig()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.reasoning_summary_text.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig().nullish(),
        summary_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.reasoning_summary_part.done"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig().nullish(),
        summary_index: schemas/* number */.aig()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.apply_patch_call_operation_diff.delta"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        delta: schemas/* string */.YjP(),
        obfuscation: schemas/* string */.YjP().nullish()
      }),
      schemas/* object */.Ikc({
        type: schemas/* literal */.euz("response.apply_patch_call_operation_diff.done"),
        item_id: schemas/* string */.YjP(),
        output_index: schemas/* number */.aig(),
        diff: schemas/* string */.YjP()
      }),
      openaiResponsesNestedErrorChunkSchema,
      openaiResponsesErrorChunkSchema,
      schemas/* object */.Ikc({ type: schemas/* string */.YjP() }).loose().refine((value) => !isModeledOpenAIResponsesChunk(value), {
        message: "Known response chunk failed schema validation"
      }).transform((value) => ({
        type: "unknown_chunk",
        message: value.type
      }))
      // fallback for unknown chunks
    ])
  )
);
var openaiResponsesResponseSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      id: schemas/* string */.YjP().optional(),
      created_at: schemas/* number */.aig().optional(),
      error: schemas/* object */.Ikc({
        message: schemas/* string */.YjP(),
        type: schemas/* string */.YjP(),
        param: schemas/* string */.YjP().nullish(),
        code: schemas/* string */.YjP()
      }).nullish(),
      model: schemas/* string */.YjP().optional(),
      output: schemas/* array */.YOg(
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("message"),
            role: schemas/* literal */.euz("assistant"),
            id: schemas/* string */.YjP(),
            phase: schemas/* enum */.k5n(["commentary", "final_answer"]).nullish(),
            content: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("output_text"),
                text: schemas/* string */.YjP(),
                logprobs: schemas/* array */.YOg(
                  schemas/* object */.Ikc({
                    token: schemas/* string */.YjP(),
                    logprob: schemas/* number */.aig(),
                    top_logprobs: schemas/* array */.YOg(
                      schemas/* object */.Ikc({
                        token: schemas/* string */.YjP(),
                        logprob: schemas/* number */.aig()
                      })
                    )
                  })
                ).nullish(),
                annotations: schemas/* array */.YOg(
                  schemas/* discriminatedUnion */.gMt("type", [
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("url_citation"),
                      start_index: schemas/* number */.aig(),
                      end_index: schemas/* number */.aig(),
                      url: schemas/* string */.YjP(),
                      title: schemas/* string */.YjP()
                    }),
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("file_citation"),
                      file_id: schemas/* string */.YjP(),
                      filename: schemas/* string */.YjP(),
                      index: schemas/* number */.aig()
                    }),
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("container_file_citation"),
                      container_id: schemas/* string */.YjP(),
                      file_id: schemas/* string */.YjP(),
                      filename: schemas/* string */.YjP(),
                      start_index: schemas/* number */.aig(),
                      end_index: schemas/* number */.aig()
                    }),
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("file_path"),
                      file_id: schemas/* string */.YjP(),
                      index: schemas/* number */.aig()
                    })
                  ])
                )
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("web_search_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            action: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("search"),
                query: schemas/* string */.YjP().nullish(),
                queries: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
                sources: schemas/* array */.YOg(
                  schemas/* discriminatedUnion */.gMt("type", [
                    schemas/* object */.Ikc({ type: schemas/* literal */.euz("url"), url: schemas/* string */.YjP() }),
                    schemas/* object */.Ikc({
                      type: schemas/* literal */.euz("api"),
                      name: schemas/* string */.YjP()
                    })
                  ])
                ).nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("open_page"),
                url: schemas/* string */.YjP().nullish()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("find_in_page"),
                url: schemas/* string */.YjP().nullish(),
                pattern: schemas/* string */.YjP().nullish()
              })
            ]).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("file_search_call"),
            id: schemas/* string */.YjP(),
            queries: schemas/* array */.YOg(schemas/* string */.YjP()),
            results: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                attributes: schemas/* record */.g1P(
                  schemas/* string */.YjP(),
                  schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()])
                ),
                file_id: schemas/* string */.YjP(),
                filename: schemas/* string */.YjP(),
                score: schemas/* number */.aig(),
                text: schemas/* string */.YjP()
              })
            ).nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("code_interpreter_call"),
            id: schemas/* string */.YjP(),
            code: schemas/* string */.YjP().nullable(),
            container_id: schemas/* string */.YjP(),
            outputs: schemas/* array */.YOg(
              schemas/* discriminatedUnion */.gMt("type", [
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("logs"), logs: schemas/* string */.YjP() }),
                schemas/* object */.Ikc({ type: schemas/* literal */.euz("image"), url: schemas/* string */.YjP() })
              ])
            ).nullable()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("image_generation_call"),
            id: schemas/* string */.YjP(),
            result: schemas/* string */.YjP()
          }),
          openaiResponsesLocalShellCallSchema,
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("function_call"),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            id: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish(),
            namespace: schemas/* string */.YjP().nullish(),
            caller: openaiResponsesToolCallerSchema.nullish()
          }),
          openaiResponsesProgramSchema,
          openaiResponsesProgramOutputSchema,
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("custom_tool_call"),
            call_id: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            input: schemas/* string */.YjP(),
            id: schemas/* string */.YjP(),
            async: schemas/* boolean */.zMY().nullish()
          }),
          openaiResponsesComputerCallSchema,
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("reasoning"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP().nullish(),
            summary: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("summary_text"),
                text: schemas/* string */.YjP()
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_call"),
            id: schemas/* string */.YjP(),
            status: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            output: schemas/* string */.YjP().nullish(),
            error: schemas/* union */.KCZ([
              schemas/* string */.YjP(),
              schemas/* object */.Ikc({
                type: schemas/* string */.YjP().optional(),
                code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).optional(),
                message: schemas/* string */.YjP().optional()
              }).loose()
            ]).nullish(),
            approval_request_id: schemas/* string */.YjP().nullish()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_list_tools"),
            id: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            tools: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                name: schemas/* string */.YjP(),
                description: schemas/* string */.YjP().optional(),
                input_schema: schemas/* any */.bzn(),
                annotations: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional()
              })
            ),
            error: schemas/* union */.KCZ([
              schemas/* string */.YjP(),
              schemas/* object */.Ikc({
                type: schemas/* string */.YjP().optional(),
                code: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).optional(),
                message: schemas/* string */.YjP().optional()
              }).loose()
            ]).optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("mcp_approval_request"),
            id: schemas/* string */.YjP(),
            server_label: schemas/* string */.YjP(),
            name: schemas/* string */.YjP(),
            arguments: schemas/* string */.YjP(),
            approval_request_id: schemas/* string */.YjP().optional()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("apply_patch_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed"]),
            operation: schemas/* discriminatedUnion */.gMt("type", [
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("create_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("delete_file"),
                path: schemas/* string */.YjP()
              }),
              schemas/* object */.Ikc({
                type: schemas/* literal */.euz("update_file"),
                path: schemas/* string */.YjP(),
                diff: schemas/* string */.YjP()
              })
            ])
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            action: schemas/* object */.Ikc({
              commands: schemas/* array */.YOg(schemas/* string */.YjP())
            })
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("compaction"),
            id: schemas/* string */.YjP(),
            encrypted_content: schemas/* string */.YjP()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("shell_call_output"),
            id: schemas/* string */.YjP(),
            call_id: schemas/* string */.YjP(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            output: schemas/* array */.YOg(
              schemas/* object */.Ikc({
                stdout: schemas/* string */.YjP(),
                stderr: schemas/* string */.YjP(),
                outcome: schemas/* discriminatedUnion */.gMt("type", [
                  schemas/* object */.Ikc({ type: schemas/* literal */.euz("timeout") }),
                  schemas/* object */.Ikc({
                    type: schemas/* literal */.euz("exit"),
                    exit_code: schemas/* number */.aig()
                  })
                ])
              })
            )
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_call"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            arguments: schemas/* unknown */.L5J()
          }),
          schemas/* object */.Ikc({
            type: schemas/* literal */.euz("tool_search_output"),
            id: schemas/* string */.YjP(),
            execution: schemas/* enum */.k5n(["server", "client"]),
            call_id: schemas/* string */.YjP().nullable(),
            status: schemas/* enum */.k5n(["in_progress", "completed", "incomplete"]),
            tools: schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema.optional()))
          })
        ])
      ).optional(),
      service_tier: schemas/* string */.YjP().nullish(),
      reasoning: schemas/* object */.Ikc({
        context: schemas/* string */.YjP().nullish()
      }).nullish(),
      incomplete_details: schemas/* object */.Ikc({ reason: schemas/* string */.YjP() }).nullish(),
      usage: openaiResponsesUsageSchema.nullish()
    })
  )
);

// src/responses/openai-responses-prepare-tools.ts



// src/tool/code-interpreter.ts


var codeInterpreterInputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      code: schemas/* string */.YjP().nullish(),
      containerId: schemas/* string */.YjP()
    })
  )
);
var codeInterpreterOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      outputs: schemas/* array */.YOg(
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({ type: schemas/* literal */.euz("logs"), logs: schemas/* string */.YjP() }),
          schemas/* object */.Ikc({ type: schemas/* literal */.euz("image"), url: schemas/* string */.YjP() })
        ])
      ).nullish()
    })
  )
);
var codeInterpreterArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      container: schemas/* union */.KCZ([
        schemas/* string */.YjP(),
        schemas/* object */.Ikc({
          fileIds: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
        })
      ]).optional()
    })
  )
);
var codeInterpreterToolFactory = createProviderExecutedToolFactory({
  id: "openai.code_interpreter",
  inputSchema: codeInterpreterInputSchema,
  outputSchema: codeInterpreterOutputSchema
});
var codeInterpreter = (args = {}) => {
  return codeInterpreterToolFactory(args);
};

// src/tool/file-search.ts


var comparisonFilterSchema = schemas/* object */.Ikc({
  key: schemas/* string */.YjP(),
  type: schemas/* enum */.k5n(["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin"]),
  value: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* array */.YOg(schemas/* string */.YjP())])
});
var compoundFilterSchema = schemas/* object */.Ikc({
  type: schemas/* enum */.k5n(["and", "or"]),
  filters: schemas/* array */.YOg(
    schemas/* union */.KCZ([comparisonFilterSchema, schemas/* lazy */.RZV(() => compoundFilterSchema)])
  )
});
var fileSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      vectorStoreIds: schemas/* array */.YOg(schemas/* string */.YjP()),
      maxNumResults: schemas/* number */.aig().optional(),
      ranking: schemas/* object */.Ikc({
        ranker: schemas/* string */.YjP().optional(),
        scoreThreshold: schemas/* number */.aig().optional()
      }).optional(),
      filters: schemas/* union */.KCZ([comparisonFilterSchema, compoundFilterSchema]).optional()
    })
  )
);
var fileSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      queries: schemas/* array */.YOg(schemas/* string */.YjP()),
      results: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          attributes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
          fileId: schemas/* string */.YjP(),
          filename: schemas/* string */.YjP(),
          score: schemas/* number */.aig(),
          text: schemas/* string */.YjP()
        })
      ).nullable()
    })
  )
);
var fileSearch = createProviderExecutedToolFactory({
  id: "openai.file_search",
  inputSchema: schemas/* object */.Ikc({}),
  outputSchema: fileSearchOutputSchema
});

// src/tool/image-generation.ts


var imageGenerationArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* enum */.k5n(["generate", "edit", "auto"]).optional(),
      background: schemas/* enum */.k5n(["auto", "opaque", "transparent"]).optional(),
      inputFidelity: schemas/* enum */.k5n(["low", "high"]).optional(),
      inputImageMask: schemas/* object */.Ikc({
        fileId: schemas/* string */.YjP().optional(),
        imageUrl: schemas/* string */.YjP().optional()
      }).optional(),
      model: schemas/* string */.YjP().optional(),
      moderation: schemas/* enum */.k5n(["auto", "low"]).optional(),
      outputCompression: schemas/* number */.aig().int().min(0).max(100).optional(),
      outputFormat: schemas/* enum */.k5n(["png", "jpeg", "webp"]).optional(),
      partialImages: schemas/* number */.aig().int().min(0).max(3).optional(),
      quality: schemas/* enum */.k5n(["auto", "low", "medium", "high", "xhigh", "max"]).optional(),
      size: schemas/* union */.KCZ([
        schemas/* enum */.k5n(["1024x1024", "1024x1536", "1536x1024", "auto"]),
        schemas/* string */.YjP().regex(/^\d+x\d+$/)
      ]).optional()
    }).strict()
  )
);
var imageGenerationInputSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var imageGenerationOutputSchema = lazySchema(
  () => zodSchema(schemas/* object */.Ikc({ result: schemas/* string */.YjP() }))
);
var imageGenerationToolFactory = createProviderExecutedToolFactory({
  id: "openai.image_generation",
  inputSchema: imageGenerationInputSchema,
  outputSchema: imageGenerationOutputSchema
});
var imageGeneration = (args = {}) => {
  return imageGenerationToolFactory(args);
};

// src/tool/custom.ts


var customArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      description: schemas/* string */.YjP().optional(),
      async: schemas/* boolean */.zMY().optional(),
      format: schemas/* union */.KCZ([
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("grammar"),
          syntax: schemas/* enum */.k5n(["regex", "lark"]),
          definition: schemas/* string */.YjP()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("text")
        })
      ]).optional()
    })
  )
);
var customInputSchema = lazySchema(() => zodSchema(schemas/* string */.YjP()));
var customToolFactory = createProviderDefinedToolFactory({
  id: "openai.custom",
  inputSchema: customInputSchema
});

// src/tool/mcp.ts


var jsonValueSchema2 = schemas/* lazy */.RZV(
  () => schemas/* union */.KCZ([
    schemas/* string */.YjP(),
    schemas/* number */.aig(),
    schemas/* boolean */.zMY(),
    schemas/* null */.chJ(),
    schemas/* array */.YOg(jsonValueSchema2),
    schemas/* record */.g1P(schemas/* string */.YjP(), jsonValueSchema2)
  ])
);
var mcpArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      serverLabel: schemas/* string */.YjP(),
      allowedTools: schemas/* union */.KCZ([
        schemas/* array */.YOg(schemas/* string */.YjP()),
        schemas/* object */.Ikc({
          readOnly: schemas/* boolean */.zMY().optional(),
          toolNames: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
        })
      ]).optional(),
      authorization: schemas/* string */.YjP().optional(),
      connectorId: schemas/* string */.YjP().optional(),
      headers: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
      requireApproval: schemas/* union */.KCZ([
        schemas/* enum */.k5n(["always", "never"]),
        schemas/* object */.Ikc({
          never: schemas/* object */.Ikc({
            toolNames: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
          }).optional()
        })
      ]).optional(),
      serverDescription: schemas/* string */.YjP().optional(),
      serverUrl: schemas/* string */.YjP().optional()
    }).refine(
      (v) => v.serverUrl != null || v.connectorId != null,
      "One of serverUrl or connectorId must be provided."
    )
  )
);
var mcpInputSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var mcpOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      type: schemas/* literal */.euz("call"),
      serverLabel: schemas/* string */.YjP(),
      name: schemas/* string */.YjP(),
      arguments: schemas/* string */.YjP(),
      output: schemas/* string */.YjP().nullish(),
      error: schemas/* union */.KCZ([schemas/* string */.YjP(), jsonValueSchema2]).optional()
    })
  )
);
var mcpToolFactory = createProviderExecutedToolFactory({
  id: "openai.mcp",
  inputSchema: mcpInputSchema,
  outputSchema: mcpOutputSchema
});

// src/tool/web-search.ts


var webSearchArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      externalWebAccess: schemas/* boolean */.zMY().optional(),
      filters: schemas/* object */.Ikc({
        allowedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        blockedDomains: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
      }).optional(),
      searchContextSize: schemas/* enum */.k5n(["low", "medium", "high"]).optional(),
      userLocation: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("approximate"),
        country: schemas/* string */.YjP().optional(),
        city: schemas/* string */.YjP().optional(),
        region: schemas/* string */.YjP().optional(),
        timezone: schemas/* string */.YjP().optional()
      }).optional()
    })
  )
);
var webSearchInputSchema = lazySchema(() => zodSchema(schemas/* object */.Ikc({})));
var webSearchOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* discriminatedUnion */.gMt("type", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("search"),
          query: schemas/* string */.YjP().optional(),
          queries: schemas/* array */.YOg(schemas/* string */.YjP()).optional()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("openPage"),
          url: schemas/* string */.YjP().nullish()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("findInPage"),
          url: schemas/* string */.YjP().nullish(),
          pattern: schemas/* string */.YjP().nullish()
        })
      ]).optional(),
      sources: schemas/* array */.YOg(
        schemas/* discriminatedUnion */.gMt("type", [
          schemas/* object */.Ikc({ type: schemas/* literal */.euz("url"), url: schemas/* string */.YjP() }),
          schemas/* object */.Ikc({ type: schemas/* literal */.euz("api"), name: schemas/* string */.YjP() })
        ])
      ).optional()
    })
  )
);
var webSearchToolFactory = createProviderExecutedToolFactory({
  id: "openai.web_search",
  inputSchema: webSearchInputSchema,
  outputSchema: webSearchOutputSchema
});
var webSearch = (args = {}) => webSearchToolFactory(args);

// src/tool/web-search-preview.ts


var webSearchPreviewArgsSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      searchContextSize: schemas/* enum */.k5n(["low", "medium", "high"]).optional(),
      userLocation: schemas/* object */.Ikc({
        type: schemas/* literal */.euz("approximate"),
        country: schemas/* string */.YjP().optional(),
        city: schemas/* string */.YjP().optional(),
        region: schemas/* string */.YjP().optional(),
        timezone: schemas/* string */.YjP().optional()
      }).optional()
    })
  )
);
var webSearchPreviewInputSchema = lazySchema(
  () => zodSchema(schemas/* object */.Ikc({}))
);
var webSearchPreviewOutputSchema = lazySchema(
  () => zodSchema(
    schemas/* object */.Ikc({
      action: schemas/* discriminatedUnion */.gMt("type", [
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("search"),
          query: schemas/* string */.YjP().optional()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("openPage"),
          url: schemas/* string */.YjP().nullish()
        }),
        schemas/* object */.Ikc({
          type: schemas/* literal */.euz("findInPage"),
          url: schemas/* string */.YjP().nullish(),
          pattern: schemas/* string */.YjP().nullish()
        })
      ]).optional()
    })
  )
);
var webSearchPreview = createProviderExecutedToolFactory({
  id: "openai.web_search_preview",
  inputSchema: webSearchPreviewInputSchema,
  outputSchema: webSearchPreviewOutputSchema
});

// src/responses/openai-responses-prepare-tools.ts
async function prepareResponsesTools({
  tools,
  toolChoice,
  allowedTools,
  toolNameMapping,
  customProviderToolNames,
  outputSchemaToolNames,
  supportsAsyncToolCalling = true
}) {
  tools = tools?.length ? tools : void 0;
  const toolWarnings = [];
  if (tools == null) {
    return { tools: void 0, toolChoice: void 0, toolWarnings };
  }
  const openaiTools = [];
  const namespaceTools = /* @__PURE__ */ new Map();
  const resolvedCustomProviderToolNames = customProviderToolNames ?? /* @__PURE__ */ new Set();
  const allowedToolResolutions = /* @__PURE__ */ new Map();
  const allowedToolAliases = /* @__PURE__ */ new Map();
  const recordAllowedTool = (toolName, resolution, canonicalName) => {
    allowedToolResolutions.set(toolName, resolution);
    if (canonicalName == null || canonicalName === toolName) {
      return;
    }
    const existingAlias = allowedToolAliases.get(canonicalName);
    if (existingAlias == null) {
      allowedToolAliases.set(canonicalName, resolution);
    } else if (existingAlias !== "ambiguous" && !isSameAllowedTool(existingAlias, resolution)) {
      allowedToolAliases.set(canonicalName, "ambiguous");
    }
  };
  for (const tool of tools) {
    switch (tool.type) {
      case "function": {
        const openaiOptions = tool.providerOptions?.openai;
        if (openaiOptions?.outputSchema != null) {
          outputSchemaToolNames?.add(tool.name);
        }
        const openaiFunctionTool = prepareFunctionTool({
          tool,
          options: openaiOptions,
          toolWarnings,
          async: resolveAsyncToolOption({
            value: openaiOptions?.async,
            supportsAsyncToolCalling,
            toolName: tool.name,
            toolWarnings
          })
        });
        const namespace = openaiOptions?.namespace;
        if (namespace == null) {
          openaiTools.push(openaiFunctionTool);
        } else {
          let namespaceTool = namespaceTools.get(namespace.name);
          if (namespaceTool == null) {
            namespaceTool = {
              type: "namespace",
              name: namespace.name,
              description: namespace.description,
              tools: []
            };
            namespaceTools.set(namespace.name, namespaceTool);
            openaiTools.push(namespaceTool);
          } else if (namespaceTool.description !== namespace.description) {
            throw new dist_UnsupportedFunctionalityError({
              functionality: `conflicting descriptions for OpenAI tool namespace "${namespace.name}"`
            });
          }
          namespaceTool.tools.push(openaiFunctionTool);
        }
        recordAllowedTool(
          tool.name,
          namespace != null ? {
            supported: false,
            reason: "tools inside an OpenAI tool namespace are not visible to tool_choice.allowed_tools"
          } : openaiOptions?.deferLoading === true ? {
            supported: false,
            reason: "deferred tools are not visible to tool_choice.allowed_tools"
          } : {
            supported: true,
            entry: { type: "function", name: tool.name }
          },
          void 0
        );
        break;
      }
      case "provider": {
        const openaiToolCountBefore = openaiTools.length;
        switch (tool.id) {
          case "openai.file_search": {
            const args = await validateTypes({
              value: tool.args,
              schema: fileSearchArgsSchema
            });
            openaiTools.push({
              type: "file_search",
              vector_store_ids: args.vectorStoreIds,
              max_num_results: args.maxNumResults,
              ranking_options: args.ranking ? {
                ranker: args.ranking.ranker,
                score_threshold: args.ranking.scoreThreshold
              } : void 0,
              filters: args.filters
            });
            break;
          }
          case "openai.local_shell": {
            openaiTools.push({
              type: "local_shell"
            });
            break;
          }
          case "openai.shell": {
            const args = await validateTypes({
              value: tool.args,
              schema: shellArgsSchema
            });
            openaiTools.push({
              type: "shell",
              ...args.environment && {
                environment: mapShellEnvironment(args.environment)
              }
            });
            break;
          }
          case "openai.apply_patch": {
            openaiTools.push({
              type: "apply_patch"
            });
            break;
          }
          case "openai.computer": {
            openaiTools.push({
              type: "computer"
            });
            break;
          }
          case "openai.web_search_preview": {
            const args = await validateTypes({
              value: tool.args,
              schema: webSearchPreviewArgsSchema
            });
            openaiTools.push({
              type: "web_search_preview",
              search_context_size: args.searchContextSize,
              user_location: args.userLocation
            });
            break;
          }
          case "openai.web_search": {
            const args = await validateTypes({
              value: tool.args,
              schema: webSearchArgsSchema
            });
            openaiTools.push({
              type: "web_search",
              filters: args.filters != null ? {
                allowed_domains: args.filters.allowedDomains,
                blocked_domains: args.filters.blockedDomains
              } : void 0,
              external_web_access: args.externalWebAccess,
              search_context_size: args.searchContextSize,
              user_location: args.userLocation
            });
            break;
          }
          case "openai.code_interpreter": {
            const args = await validateTypes({
              value: tool.args,
              schema: codeInterpreterArgsSchema
            });
            openaiTools.push({
              type: "code_interpreter",
              container: args.container == null ? { type: "auto", file_ids: void 0 } : typeof args.container === "string" ? args.container : { type: "auto", file_ids: args.container.fileIds }
            });
            break;
          }
          case "openai.image_generation": {
            const args = await validateTypes({
              value: tool.args,
              schema: imageGenerationArgsSchema
            });
            openaiTools.push({
              type: "image_generation",
              action: args.action,
              background: args.background,
              input_fidelity: args.inputFidelity,
              input_image_mask: args.inputImageMask ? {
                file_id: args.inputImageMask.fileId,
                image_url: args.inputImageMask.imageUrl
              } : void 0,
              model: args.model,
              moderation: args.moderation,
              partial_images: args.partialImages,
              quality: args.quality,
              output_compression: args.outputCompression,
              output_format: args.outputFormat,
              size: args.size
            });
            break;
          }
          case "openai.mcp": {
            const args = await validateTypes({
              value: tool.args,
              schema: mcpArgsSchema
            });
            const mapApprovalFilter = (filter) => ({
              tool_names: filter.toolNames
            });
            const requireApproval = args.requireApproval;
            const requireApprovalParam = requireApproval == null ? void 0 : typeof requireApproval === "string" ? requireApproval : requireApproval.never != null ? { never: mapApprovalFilter(requireApproval.never) } : void 0;
            openaiTools.push({
              type: "mcp",
              server_label: args.serverLabel,
              allowed_tools: Array.isArray(args.allowedTools) ? args.allowedTools : args.allowedTools ? {
                read_only: args.allowedTools.readOnly,
                tool_names: args.allowedTools.toolNames
              } : void 0,
              authorization: args.authorization,
              connector_id: args.connectorId,
              headers: args.headers,
              require_approval: requireApprovalParam ?? "never",
              server_description: args.serverDescription,
              server_url: args.serverUrl
            });
            break;
          }
          case "openai.custom": {
            const args = await validateTypes({
              value: tool.args,
              schema: customArgsSchema
            });
            openaiTools.push({
              type: "custom",
              name: tool.name,
              description: args.description,
              ...resolveAsyncToolOption({
                value: args.async,
                supportsAsyncToolCalling,
                toolName: tool.name,
                toolWarnings
              }) != null ? { async: args.async } : {},
              format: args.format
            });
            resolvedCustomProviderToolNames.add(tool.name);
            break;
          }
          case "openai.programmatic_tool_calling": {
            openaiTools.push({
              type: "programmatic_tool_calling"
            });
            break;
          }
          case "openai.tool_search": {
            const args = await validateTypes({
              value: tool.args,
              schema: toolSearchArgsSchema
            });
            openaiTools.push({
              type: "tool_search",
              ...args.execution != null ? { execution: args.execution } : {},
              ...args.description != null ? { description: args.description } : {},
              ...args.parameters != null ? { parameters: args.parameters } : {}
            });
            break;
          }
        }
        if (openaiTools.length > openaiToolCountBefore) {
          const openaiTool = openaiTools[openaiToolCountBefore];
          recordAllowedTool(
            tool.name,
            toAllowedToolResolution(openaiTool),
            toolNameMapping?.toProviderToolName(tool.name)
          );
        }
        break;
      }
      default:
        toolWarnings.push({
          type: "unsupported",
          feature: `function tool ${tool}`
        });
        break;
    }
  }
  if (allowedTools != null) {
    const allowedToolEntries = [];
    const droppedToolNames = [];
    for (const name of allowedTools.toolNames) {
      const directResolution = allowedToolResolutions.get(name);
      const resolution = directResolution ?? allowedToolAliases.get(name);
      if (directResolution != null && allowedToolAliases.has(name)) {
        toolWarnings.push({
          type: "unsupported",
          feature: `allowedTools entry "${name}"`,
          details: "this name is both a tool name and the provider tool name of another tool in this request; the tool with this name is allowed"
        });
      }
      if (resolution === "ambiguous") {
        toolWarnings.push({
          type: "unsupported",
          feature: `allowedTools entry "${name}"`,
          details: "several tools in this request share this provider tool name; use the tool name from the tools for this request instead"
        });
        droppedToolNames.push(name);
        continue;
      }
      if (resolution == null) {
        toolWarnings.push({
          type: "unsupported",
          feature: `allowedTools entry "${name}"`,
          details: "the tool is not part of the tools for this request and is sent as a function tool"
        });
        allowedToolEntries.push({
          type: "function",
          name: toolNameMapping?.toProviderToolName(name) ?? name
        });
        continue;
      }
      if (!resolution.supported) {
        toolWarnings.push({
          type: "unsupported",
          feature: `allowedTools entry "${name}"`,
          details: `${resolution.reason}; the tool is removed from the allowed tools`
        });
        droppedToolNames.push(name);
        continue;
      }
      allowedToolEntries.push(resolution.entry);
    }
    if (allowedToolEntries.length === 0) {
      throw new dist_UnsupportedFunctionalityError({
        functionality: `allowedTools with only tools that cannot be allow-listed (${droppedToolNames.join(
          ", "
        )})`
      });
    }
    return {
      tools: openaiTools,
      toolChoice: {
        type: "allowed_tools",
        mode: allowedTools.mode ?? "auto",
        tools: allowedToolEntries
      },
      toolWarnings
    };
  }
  if (toolChoice == null) {
    return { tools: openaiTools, toolChoice: void 0, toolWarnings };
  }
  const type = toolChoice.type;
  switch (type) {
    case "auto":
    case "none":
    case "required":
      return { tools: openaiTools, toolChoice: type, toolWarnings };
    case "tool": {
      const resolvedToolName = toolNameMapping?.toProviderToolName(toolChoice.toolName) ?? toolChoice.toolName;
      return {
        tools: openaiTools,
        toolChoice: resolvedToolName === "code_interpreter" || resolvedToolName === "file_search" || resolvedToolName === "image_generation" || resolvedToolName === "web_search_preview" || resolvedToolName === "web_search" || resolvedToolName === "mcp" || resolvedToolName === "apply_patch" || resolvedToolName === "computer" || resolvedToolName === "programmatic_tool_calling" ? { type: resolvedToolName } : resolvedCustomProviderToolNames.has(resolvedToolName) ? { type: "custom", name: resolvedToolName } : { type: "function", name: resolvedToolName },
        toolWarnings
      };
    }
    default: {
      const _exhaustiveCheck = type;
      throw new dist_UnsupportedFunctionalityError({
        functionality: `tool choice type: ${_exhaustiveCheck}`
      });
    }
  }
}
function allowedToolKey(entry) {
  switch (entry.type) {
    case "mcp":
      return `mcp:${entry.server_label}`;
    case "function":
    case "custom":
      return `${entry.type}:${entry.name}`;
    default:
      return entry.type;
  }
}
function isSameAllowedTool(a, b) {
  if (a.supported && b.supported) {
    return allowedToolKey(a.entry) === allowedToolKey(b.entry);
  }
  if (!a.supported && !b.supported) {
    return a.reason === b.reason;
  }
  return false;
}
function toAllowedToolResolution(tool) {
  switch (tool.type) {
    case "custom":
      return { supported: true, entry: { type: "custom", name: tool.name } };
    case "mcp":
      return {
        supported: true,
        entry: { type: "mcp", server_label: tool.server_label }
      };
    case "file_search":
    case "web_search":
    case "web_search_preview":
    case "image_generation":
    case "code_interpreter":
    case "computer":
    case "apply_patch":
    case "shell":
    case "local_shell":
    case "programmatic_tool_calling":
      return { supported: true, entry: { type: tool.type } };
    default:
      return {
        supported: false,
        reason: `OpenAI does not support ${tool.type} tools in tool_choice.allowed_tools`
      };
  }
}
function prepareFunctionTool({
  tool,
  options,
  toolWarnings,
  async
}) {
  const deferLoading = options?.deferLoading;
  const normalizedInputSchema = normalizeOpenAIJsonSchema(tool.inputSchema);
  const normalizedOutputSchema = options?.outputSchema != null ? normalizeOpenAIJsonSchema(options.outputSchema) : void 0;
  toolWarnings.push(
    ...normalizedInputSchema.warnings,
    ...normalizedOutputSchema?.warnings ?? []
  );
  return {
    type: "function",
    name: tool.name,
    description: tool.description,
    parameters: normalizedInputSchema.schema,
    ...async != null ? { async } : {},
    strict: tool.strict ?? false,
    ...deferLoading != null ? { defer_loading: deferLoading } : {},
    ...options?.allowedCallers != null ? { allowed_callers: options.allowedCallers } : {},
    ...options?.outputSchema != null ? { output_schema: normalizedOutputSchema?.schema } : {}
  };
}
function resolveAsyncToolOption({
  value,
  supportsAsyncToolCalling,
  toolName,
  toolWarnings
}) {
  if (value !== true || supportsAsyncToolCalling) {
    return value;
  }
  toolWarnings.push({
    type: "unsupported",
    feature: `async tool calling for "${toolName}"`,
    details: "Async tool calling is only supported by GPT-6 and later models."
  });
}
function mapShellEnvironment(environment) {
  if (environment.type === "containerReference") {
    const env2 = environment;
    return {
      type: "container_reference",
      container_id: env2.containerId
    };
  }
  if (environment.type === "containerAuto") {
    const env2 = environment;
    return {
      type: "container_auto",
      file_ids: env2.fileIds,
      memory_limit: env2.memoryLimit,
      network_policy: env2.networkPolicy == null ? void 0 : env2.networkPolicy.type === "disabled" ? { type: "disabled" } : {
        type: "allowlist",
        allowed_domains: env2.networkPolicy.allowedDomains,
        domain_secrets: env2.networkPolicy.domainSecrets
      },
      skills: mapShellSkills(env2.skills)
    };
  }
  const env = environment;
  return {
    type: "local",
    skills: env.skills
  };
}
function mapShellSkills(skills) {
  return skills?.map(
    (skill) => skill.type === "skillReference" ? {
      type: "skill_reference",
      skill_id: resolveProviderReference({
        reference: skill.providerReference ?? {},
        provider: "openai"
      }),
      version: skill.version ?? "latest"
    } : {
      type: "inline",
      name: skill.name,
      description: skill.description,
      source: {
        type: "base64",
        media_type: skill.source.mediaType,
        data: skill.source.data
      }
    }
  );
}

// src/responses/openai-responses-language-model.ts
function extractApprovalRequestIdToToolCallIdMapping(prompt) {
  const mapping = {};
  for (const message of prompt) {
    if (message.role !== "assistant") continue;
    for (const part of message.content) {
      if (part.type !== "tool-call") continue;
      const approvalRequestId = part.providerOptions?.openai?.approvalRequestId;
      if (approvalRequestId != null) {
        mapping[approvalRequestId] = part.toolCallId;
      }
    }
  }
  return mapping;
}
function mapComputerAction(action) {
  switch (action.type) {
    case "click":
      return {
        type: "click",
        button: action.button,
        x: action.x,
        y: action.y,
        ...action.keys != null && { keys: action.keys }
      };
    case "double_click":
      return {
        type: "double_click",
        x: action.x,
        y: action.y,
        ...action.keys != null && { keys: action.keys }
      };
    case "drag":
      return {
        type: "drag",
        path: action.path,
        ...action.keys != null && { keys: action.keys }
      };
    case "keypress":
      return action;
    case "move":
      return {
        type: "move",
        x: action.x,
        y: action.y,
        ...action.keys != null && { keys: action.keys }
      };
    case "screenshot":
      return action;
    case "scroll":
      return {
        type: "scroll",
        x: action.x,
        y: action.y,
        scrollX: action.scroll_x,
        scrollY: action.scroll_y,
        ...action.keys != null && { keys: action.keys }
      };
    case "type":
      return action;
    case "wait":
      return action;
  }
}
function mapComputerCallInput({
  action,
  actions,
  pending_safety_checks,
  status
}) {
  return {
    actions: (actions ?? (action != null ? [action] : [])).map(
      mapComputerAction
    ),
    pendingSafetyChecks: pending_safety_checks?.map((safetyCheck) => ({
      id: safetyCheck.id,
      ...safetyCheck.code != null && { code: safetyCheck.code },
      ...safetyCheck.message != null && { message: safetyCheck.message }
    })) ?? [],
    status
  };
}
var openaiResponsesSupportedUrls = {
  "image/*": [/^https?:\/\/.*$/],
  "application/pdf": [/^https?:\/\/.*$/]
};
function getConfigurationUpdateUnsupportedReason({
  modelCapabilities,
  options
}) {
  if (!modelCapabilities.supportsConfigurationUpdate) {
    return "reasoningEffortUpdate is only supported by GPT-6 and later models";
  }
  if (options?.reasoningMode === "pro" || options?.contextManagement != null || options?.truncation === "auto") {
    return "reasoningEffortUpdate requires standard reasoning mode without automatic compaction or automatic truncation";
  }
  return void 0;
}
var OpenAIResponsesLanguageModel = class _OpenAIResponsesLanguageModel {
  constructor(modelId, config) {
    this.specificationVersion = "v4";
    this.supportedUrls = openaiResponsesSupportedUrls;
    this.modelId = modelId;
    this.config = config;
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _OpenAIResponsesLanguageModel(
      options.modelId,
      prepareOpenAIConfigForWorkflowDeserialize(options.config)
    );
  }
  get provider() {
    return this.config.provider;
  }
  static async prepareRequest({
    modelId,
    config,
    options: {
      maxOutputTokens,
      temperature,
      stopSequences,
      topP,
      topK,
      presencePenalty,
      frequencyPenalty,
      seed,
      prompt,
      reasoning,
      providerOptions,
      tools,
      toolChoice,
      responseFormat
    }
  }) {
    const warnings = [];
    const modelCapabilities = getOpenAILanguageModelCapabilities(modelId);
    if (topK != null) {
      warnings.push({ type: "unsupported", feature: "topK" });
    }
    if (seed != null) {
      warnings.push({ type: "unsupported", feature: "seed" });
    }
    if (presencePenalty != null) {
      warnings.push({ type: "unsupported", feature: "presencePenalty" });
    }
    if (frequencyPenalty != null) {
      warnings.push({ type: "unsupported", feature: "frequencyPenalty" });
    }
    if (stopSequences != null) {
      warnings.push({ type: "unsupported", feature: "stopSequences" });
    }
    const providerOptionsName = config.provider.includes("azure") ? "azure" : "openai";
    let openaiOptions = await parseProviderOptions({
      provider: providerOptionsName,
      providerOptions,
      schema: openaiLanguageModelResponsesOptionsSchema
    });
    if (openaiOptions == null && providerOptionsName !== "openai") {
      openaiOptions = await parseProviderOptions({
        provider: "openai",
        providerOptions,
        schema: openaiLanguageModelResponsesOptionsSchema
      });
    }
    let resolvedReasoningEffort = openaiOptions?.reasoningEffort ?? (isCustomReasoning(reasoning) ? reasoning : void 0);
    if (resolvedReasoningEffort != null && modelCapabilities.supportedReasoningEfforts != null && !modelCapabilities.supportedReasoningEfforts.includes(
      resolvedReasoningEffort
    )) {
      warnings.push({
        type: "unsupported",
        feature: "reasoningEffort",
        details: `${modelId} only supports the following reasoning efforts: ${modelCapabilities.supportedReasoningEfforts.join(", ")}`
      });
      resolvedReasoningEffort = void 0;
    }
    const resolvedReasoningSummary = openaiOptions?.reasoningSummary !== void 0 ? openaiOptions.reasoningSummary : resolvedReasoningEffort != null && resolvedReasoningEffort !== "none" ? "detailed" : void 0;
    const isReasoningModel = openaiOptions?.forceReasoning ?? modelCapabilities.isReasoningModel;
    if (openaiOptions?.conversation && openaiOptions?.previousResponseId) {
      warnings.push({
        type: "unsupported",
        feature: "conversation",
        details: "conversation and previousResponseId cannot be used together"
      });
    }
    const toolNameMapping = createToolNameMapping({
      tools,
      providerToolNames: {
        "openai.code_interpreter": "code_interpreter",
        "openai.computer": "computer",
        "openai.file_search": "file_search",
        "openai.image_generation": "image_generation",
        "openai.local_shell": "local_shell",
        "openai.shell": "shell",
        "openai.web_search": "web_search",
        "openai.web_search_preview": "web_search_preview",
        "openai.mcp": "mcp",
        "openai.apply_patch": "apply_patch",
        "openai.tool_search": "tool_search",
        "openai.programmatic_tool_calling": "programmatic_tool_calling"
      }
    });
    const customProviderToolNames = /* @__PURE__ */ new Set();
    const outputSchemaToolNames = /* @__PURE__ */ new Set();
    const {
      tools: openaiTools,
      toolChoice: openaiToolChoice,
      toolWarnings
    } = await prepareResponsesTools({
      tools,
      toolChoice,
      allowedTools: openaiOptions?.allowedTools ?? void 0,
      toolNameMapping,
      customProviderToolNames,
      outputSchemaToolNames,
      supportsAsyncToolCalling: modelCapabilities.supportsAsyncToolCalling
    });
    const configurationUpdateUnsupportedReason = getConfigurationUpdateUnsupportedReason({
      modelCapabilities,
      options: openaiOptions
    });
    const { input, warnings: inputWarnings } = await convertToOpenAIResponsesInput({
      prompt,
      toolNameMapping,
      systemMessageMode: openaiOptions?.systemMessageMode ?? (isReasoningModel ? "developer" : modelCapabilities.systemMessageMode),
      providerOptionsName,
      configurationUpdateUnsupportedReason,
      explicitMessageItemType: config.explicitMessageItemType,
      fileIdPrefixes: config.fileIdPrefixes,
      passThroughUnsupportedFiles: openaiOptions?.passThroughUnsupportedFiles ?? false,
      store: openaiOptions?.store ?? true,
      hasConversation: openaiOptions?.conversation != null,
      hasPreviousResponseId: openaiOptions?.previousResponseId != null,
      hasLocalShellTool: hasOpenAITool("openai.local_shell"),
      hasShellTool: hasOpenAITool("openai.shell"),
      hasApplyPatchTool: hasOpenAITool("openai.apply_patch"),
      hasComputerTool: hasOpenAITool("openai.computer"),
      toolSearchToolName: getOpenAIToolName("openai.tool_search"),
      customProviderToolNames: customProviderToolNames.size > 0 ? customProviderToolNames : void 0,
      outputSchemaToolNames: outputSchemaToolNames.size > 0 ? outputSchemaToolNames : void 0
    });
    warnings.push(...inputWarnings);
    const getUpdateEffortUnsupportedReason = (effort) => effort != null && modelCapabilities.supportedReasoningEfforts?.includes(effort) === false ? `${modelId} only supports the following reasoning efforts: ${modelCapabilities.supportedReasoningEfforts.join(", ")}` : void 0;
    for (const item of input) {
      if (item.type === "configuration_update") {
        const unsupportedReason = getUpdateEffortUnsupportedReason(
          item.reasoning.effort
        );
        if (unsupportedReason != null) {
          throw new dist_UnsupportedFunctionalityError({
            functionality: "Message-level reasoningEffortUpdate",
            message: unsupportedReason
          });
        }
      }
    }
    const reasoningEffortUpdate = openaiOptions?.reasoningEffortUpdate;
    const requestUpdateUnsupportedReason = configurationUpdateUnsupportedReason ?? getUpdateEffortUnsupportedReason(reasoningEffortUpdate);
    if (reasoningEffortUpdate != null && requestUpdateUnsupportedReason != null) {
      warnings.push({
        type: "unsupported",
        feature: "reasoningEffortUpdate",
        details: requestUpdateUnsupportedReason
      });
    } else if (reasoningEffortUpdate != null) {
      const firstItem = input[0];
      if (firstItem?.type !== "configuration_update" || firstItem.reasoning.effort !== reasoningEffortUpdate) {
        input.unshift({
          type: "configuration_update",
          reasoning: { effort: reasoningEffortUpdate }
        });
      }
    }
    for (let i = 1; i < input.length; i++) {
      if (input[i - 1].type === "configuration_update" && input[i].type === "configuration_update") {
        throw new dist_UnsupportedFunctionalityError({
          functionality: "Adjacent reasoning effort configuration updates"
        });
      }
    }
    if (openaiOptions?.compactionTrigger) {
      input.push({ type: "compaction_trigger" });
    }
    const strictJsonSchema = openaiOptions?.strictJsonSchema ?? true;
    const normalizedResponseFormatSchema = responseFormat?.type === "json" && responseFormat.schema != null ? normalizeOpenAIJsonSchema(responseFormat.schema) : void 0;
    if (normalizedResponseFormatSchema != null) {
      warnings.push(...normalizedResponseFormatSchema.warnings);
    }
    let include = openaiOptions?.include;
    function addInclude(key) {
      if (include == null) {
        include = [key];
      } else if (!include.includes(key)) {
        include = [...include, key];
      }
    }
    function getOpenAIToolName(id) {
      return tools?.find((tool) => tool.type === "provider" && tool.id === id)?.name;
    }
    function hasOpenAITool(id) {
      return getOpenAIToolName(id) != null;
    }
    const topLogprobs = typeof openaiOptions?.logprobs === "number" ? openaiOptions?.logprobs : openaiOptions?.logprobs === true ? TOP_LOGPROBS_MAX : void 0;
    if (topLogprobs) {
      addInclude("message.output_text.logprobs");
    }
    const webSearchToolName = tools?.find(
      (tool) => tool.type === "provider" && (tool.id === "openai.web_search" || tool.id === "openai.web_search_preview")
    )?.name;
    if (webSearchToolName && config.supportsWebSearchSourcesInclude !== false && openaiOptions?.includeWebSearchSources !== false) {
      addInclude("web_search_call.action.sources");
    }
    if (hasOpenAITool("openai.code_interpreter")) {
      addInclude("code_interpreter_call.outputs");
    }
    const store = openaiOptions?.store;
    if (store === false && isReasoningModel) {
      addInclude("reasoning.encrypted_content");
    }
    const baseArgs = {
      model: modelId,
      input,
      temperature,
      top_p: topP,
      max_output_tokens: maxOutputTokens,
      ...(responseFormat?.type === "json" || openaiOptions?.textVerbosity) && {
        text: {
          ...responseFormat?.type === "json" && {
            format: normalizedResponseFormatSchema != null ? {
              type: "json_schema",
              strict: strictJsonSchema,
              name: responseFormat.name ?? "response",
              description: responseFormat.description,
              schema: normalizedResponseFormatSchema.schema
            } : { type: "json_object" }
          },
          ...openaiOptions?.textVerbosity && {
            verbosity: openaiOptions.textVerbosity
          }
        }
      },
      // provider options:
      conversation: openaiOptions?.conversation,
      max_tool_calls: openaiOptions?.maxToolCalls,
      metadata: openaiOptions?.metadata,
      parallel_tool_calls: openaiOptions?.parallelToolCalls,
      previous_response_id: openaiOptions?.previousResponseId,
      store,
      user: openaiOptions?.user,
      instructions: openaiOptions?.instructions,
      service_tier: openaiOptions?.serviceTier,
      include,
      prompt_cache_key: openaiOptions?.promptCacheKey,
      prompt_cache_options: openaiOptions?.promptCacheOptions,
      prompt_cache_retention: openaiOptions?.promptCacheRetention,
      safety_identifier: openaiOptions?.safetyIdentifier,
      top_logprobs: topLogprobs,
      truncation: openaiOptions?.truncation,
      // context management (server-side compaction):
      ...openaiOptions?.contextManagement && {
        context_management: openaiOptions.contextManagement.map((cm) => ({
          type: cm.type,
          compact_threshold: cm.compactThreshold
        }))
      },
      // model-specific settings:
      ...isReasoningModel && (resolvedReasoningEffort != null || resolvedReasoningSummary != null || openaiOptions?.reasoningMode != null || openaiOptions?.reasoningContext != null) && {
        reasoning: {
          ...resolvedReasoningEffort != null && {
            effort: resolvedReasoningEffort
          },
          ...resolvedReasoningSummary != null && {
            summary: resolvedReasoningSummary
          },
          ...openaiOptions?.reasoningMode != null && {
            mode: openaiOptions.reasoningMode
          },
          ...openaiOptions?.reasoningContext != null && {
            context: openaiOptions.reasoningContext
          }
        }
      }
    };
    if (modelCapabilities.supportsConfigurationUpdate && baseArgs.prompt_cache_retention != null) {
      baseArgs.prompt_cache_retention = void 0;
      warnings.push({
        type: "unsupported",
        feature: "promptCacheRetention",
        details: "promptCacheRetention is not supported by GPT-6 and later models; use promptCacheOptions instead"
      });
    }
    if (isReasoningModel) {
      if (!(resolvedReasoningEffort === "none" && modelCapabilities.supportsNonReasoningParameters)) {
        if (baseArgs.temperature != null) {
          baseArgs.temperature = void 0;
          warnings.push({
            type: "unsupported",
            feature: "temperature",
            details: "temperature is not supported for reasoning models"
          });
        }
        if (baseArgs.top_p != null) {
          baseArgs.top_p = void 0;
          warnings.push({
            type: "unsupported",
            feature: "topP",
            details: "topP is not supported for reasoning models"
          });
        }
        if (modelCapabilities.supportedReasoningEfforts != null && (baseArgs.top_logprobs != null || baseArgs.include?.includes("message.output_text.logprobs"))) {
          baseArgs.top_logprobs = void 0;
          const filteredInclude = baseArgs.include?.filter(
            (value) => value !== "message.output_text.logprobs"
          );
          baseArgs.include = filteredInclude != null && filteredInclude.length > 0 ? filteredInclude : void 0;
          warnings.push({
            type: "unsupported",
            feature: "logprobs",
            details: "logprobs is not supported for reasoning models"
          });
        }
      }
    } else {
      if (openaiOptions?.reasoningEffort != null) {
        warnings.push({
          type: "unsupported",
          feature: "reasoningEffort",
          details: "reasoningEffort is not supported for non-reasoning models"
        });
      }
      if (openaiOptions?.reasoningSummary != null) {
        warnings.push({
          type: "unsupported",
          feature: "reasoningSummary",
          details: "reasoningSummary is not supported for non-reasoning models"
        });
      }
      if (openaiOptions?.reasoningMode != null) {
        warnings.push({
          type: "unsupported",
          feature: "reasoningMode",
          details: "reasoningMode is not supported for non-reasoning models"
        });
      }
      if (openaiOptions?.reasoningContext != null) {
        warnings.push({
          type: "unsupported",
          feature: "reasoningContext",
          details: "reasoningContext is not supported for non-reasoning models"
        });
      }
    }
    if (openaiOptions?.serviceTier === "flex" && !modelCapabilities.supportsFlexProcessing) {
      warnings.push({
        type: "unsupported",
        feature: "serviceTier",
        details: "flex processing is only available for o3, o4-mini, and gpt-5 models"
      });
      delete baseArgs.service_tier;
    }
    if ((openaiOptions?.serviceTier === "priority" || openaiOptions?.serviceTier === "fast") && !modelCapabilities.supportsPriorityProcessing) {
      warnings.push({
        type: "unsupported",
        feature: "serviceTier",
        details: "priority processing is only available for supported models (gpt-4, gpt-5, gpt-5-mini, o3, o4-mini) and requires Enterprise access. gpt-5-nano is not supported"
      });
      delete baseArgs.service_tier;
    }
    const shellToolEnvType = tools?.find(
      (tool) => tool.type === "provider" && tool.id === "openai.shell"
    )?.args?.environment?.type;
    const isShellProviderExecuted = shellToolEnvType === "containerAuto" || shellToolEnvType === "containerReference";
    return {
      webSearchToolName,
      args: {
        ...baseArgs,
        tools: openaiTools,
        tool_choice: openaiToolChoice
      },
      warnings: [...warnings, ...toolWarnings],
      store,
      toolNameMapping,
      providerOptionsName,
      isShellProviderExecuted
    };
  }
  getArgs(options) {
    return _OpenAIResponsesLanguageModel.prepareRequest({
      modelId: this.modelId,
      config: this.config,
      options
    });
  }
  async doGenerate(options) {
    const {
      args: body,
      warnings,
      webSearchToolName,
      toolNameMapping,
      providerOptionsName,
      isShellProviderExecuted
    } = await this.getArgs(options);
    const url = this.config.url({
      path: "/responses",
      modelId: this.modelId
    });
    const approvalRequestIdToDummyToolCallIdFromPrompt = extractApprovalRequestIdToToolCallIdMapping(options.prompt);
    const {
      responseHeaders,
      value: response,
      rawValue: rawResponse
    } = await postJsonToApi({
      url,
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body,
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createJsonResponseHandler(
        openaiResponsesResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    if (response.error) {
      throw new APICallError({
        message: response.error.message,
        url,
        requestBodyValues: body,
        statusCode: 400,
        responseHeaders,
        responseBody: rawResponse,
        isRetryable: false
      });
    }
    if (response.output == null) {
      const detail = response.incomplete_details?.reason;
      throw new APICallError({
        message: detail ? `Responses API returned no output (${detail})` : "Responses API returned no output",
        url,
        requestBodyValues: body,
        statusCode: 500,
        responseHeaders,
        responseBody: rawResponse,
        isRetryable: false
      });
    }
    const content = [];
    const logprobs = [];
    const functionTools = options.tools?.filter(
      (tool) => tool.type === "function"
    ) ?? [];
    let hasFunctionCall = false;
    const hostedToolSearchCallIds = [];
    for (const part of response.output) {
      switch (part.type) {
        case "reasoning": {
          if (part.summary.length === 0) {
            part.summary.push({ type: "summary_text", text: "" });
          }
          for (const summary of part.summary) {
            content.push({
              type: "reasoning",
              text: summary.text,
              providerMetadata: {
                [providerOptionsName]: {
                  itemId: part.id,
                  reasoningEncryptedContent: part.encrypted_content ?? null
                }
              }
            });
          }
          break;
        }
        case "image_generation_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("image_generation"),
            input: "{}",
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("image_generation"),
            result: {
              result: part.result
            }
          });
          break;
        }
        case "tool_search_call": {
          const toolCallId = part.call_id ?? part.id;
          const isHosted = part.execution === "server";
          if (isHosted) {
            hostedToolSearchCallIds.push(toolCallId);
          }
          content.push({
            type: "tool-call",
            toolCallId,
            toolName: toolNameMapping.toCustomToolName("tool_search"),
            input: JSON.stringify({
              arguments: part.arguments,
              call_id: part.call_id
            }),
            ...isHosted ? { providerExecuted: true } : {},
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "tool_search_output": {
          const toolCallId = part.call_id ?? hostedToolSearchCallIds.shift() ?? part.id;
          content.push({
            type: "tool-result",
            toolCallId,
            toolName: toolNameMapping.toCustomToolName("tool_search"),
            result: {
              tools: part.tools
            },
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "local_shell_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName("local_shell"),
            input: JSON.stringify({
              action: part.action
            }),
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "shell_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName("shell"),
            input: JSON.stringify({
              action: {
                commands: part.action.commands
              }
            }),
            ...isShellProviderExecuted && { providerExecuted: true },
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "shell_call_output": {
          content.push({
            type: "tool-result",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName("shell"),
            result: {
              output: part.output.map((item) => ({
                stdout: item.stdout,
                stderr: item.stderr,
                outcome: item.outcome.type === "exit" ? {
                  type: "exit",
                  exitCode: item.outcome.exit_code
                } : { type: "timeout" }
              }))
            }
          });
          break;
        }
        case "message": {
          for (const contentPart of part.content) {
            if (options.providerOptions?.[providerOptionsName]?.logprobs && contentPart.logprobs) {
              logprobs.push(contentPart.logprobs);
            }
            const providerMetadata2 = {
              itemId: part.id,
              ...part.phase != null && { phase: part.phase },
              ...contentPart.annotations.length > 0 && {
                annotations: contentPart.annotations
              }
            };
            content.push({
              type: "text",
              text: contentPart.text,
              providerMetadata: {
                [providerOptionsName]: providerMetadata2
              }
            });
            for (const annotation of contentPart.annotations) {
              if (annotation.type === "url_citation") {
                content.push({
                  type: "source",
                  sourceType: "url",
                  id: this.config.generateId?.() ?? generateId(),
                  url: annotation.url,
                  title: annotation.title
                });
              } else if (annotation.type === "file_citation") {
                content.push({
                  type: "source",
                  sourceType: "document",
                  id: this.config.generateId?.() ?? generateId(),
                  mediaType: "text/plain",
                  title: annotation.filename,
                  filename: annotation.filename,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: annotation.type,
                      fileId: annotation.file_id,
                      index: annotation.index
                    }
                  }
                });
              } else if (annotation.type === "container_file_citation") {
                content.push({
                  type: "source",
                  sourceType: "document",
                  id: this.config.generateId?.() ?? generateId(),
                  mediaType: "text/plain",
                  title: annotation.filename,
                  filename: annotation.filename,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: annotation.type,
                      fileId: annotation.file_id,
                      containerId: annotation.container_id
                    }
                  }
                });
              } else if (annotation.type === "file_path") {
                content.push({
                  type: "source",
                  sourceType: "document",
                  id: this.config.generateId?.() ?? generateId(),
                  mediaType: "application/octet-stream",
                  title: annotation.file_id,
                  filename: annotation.file_id,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: annotation.type,
                      fileId: annotation.file_id,
                      index: annotation.index
                    }
                  }
                });
              }
            }
          }
          break;
        }
        case "function_call": {
          hasFunctionCall = true;
          const expandedToolCalls = await expandParallelToolCall({
            toolCall: {
              toolCallId: part.call_id,
              toolName: part.name,
              input: part.arguments
            },
            tools: functionTools,
            providerOptionsName,
            itemId: part.id
          });
          if (expandedToolCalls != null) {
            content.push(...expandedToolCalls);
            break;
          }
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: part.name,
            input: part.arguments,
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id,
                ...part.async != null && { async: part.async },
                ...part.namespace != null && { namespace: part.namespace },
                ...part.caller != null && {
                  caller: part.caller.type === "program" ? {
                    type: "program",
                    callerId: part.caller.caller_id
                  } : part.caller
                }
              }
            }
          });
          break;
        }
        case "program": {
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName(
              "programmatic_tool_calling"
            ),
            input: JSON.stringify({
              code: part.code,
              fingerprint: part.fingerprint
            }),
            providerExecuted: true,
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "program_output": {
          content.push({
            type: "tool-result",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName(
              "programmatic_tool_calling"
            ),
            result: {
              result: part.result,
              status: part.status
            },
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "custom_tool_call": {
          hasFunctionCall = true;
          const toolName = toolNameMapping.toCustomToolName(part.name);
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName,
            input: JSON.stringify(part.input),
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id,
                ...part.async != null && { async: part.async }
              }
            }
          });
          break;
        }
        case "web_search_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName(
              webSearchToolName ?? "web_search"
            ),
            input: JSON.stringify({}),
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName(
              webSearchToolName ?? "web_search"
            ),
            result: mapWebSearchOutput(part.action)
          });
          break;
        }
        case "mcp_call": {
          const toolCallId = part.approval_request_id != null ? approvalRequestIdToDummyToolCallIdFromPrompt[part.approval_request_id] ?? part.id : part.id;
          const toolName = `mcp.${part.name}`;
          content.push({
            type: "tool-call",
            toolCallId,
            toolName,
            input: part.arguments,
            providerExecuted: true,
            dynamic: true
          });
          content.push({
            type: "tool-result",
            toolCallId,
            toolName,
            result: {
              type: "call",
              serverLabel: part.server_label,
              name: part.name,
              arguments: part.arguments,
              ...part.output != null ? { output: part.output } : {},
              ...part.error != null ? { error: part.error } : {}
            },
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "mcp_list_tools": {
          break;
        }
        case "mcp_approval_request": {
          const approvalRequestId = part.approval_request_id ?? part.id;
          const dummyToolCallId = this.config.generateId?.() ?? generateId();
          const toolName = `mcp.${part.name}`;
          content.push({
            type: "tool-call",
            toolCallId: dummyToolCallId,
            toolName,
            input: part.arguments,
            providerExecuted: true,
            dynamic: true
          });
          content.push({
            type: "tool-approval-request",
            approvalId: approvalRequestId,
            toolCallId: dummyToolCallId
          });
          break;
        }
        case "computer_call": {
          if (part.call_id == null) {
            content.push({
              type: "tool-call",
              toolCallId: part.id,
              toolName: toolNameMapping.toCustomToolName("computer_use"),
              input: "",
              providerExecuted: true
            });
            content.push({
              type: "tool-result",
              toolCallId: part.id,
              toolName: toolNameMapping.toCustomToolName("computer_use"),
              result: {
                type: "computer_use_tool_result",
                status: part.status
              }
            });
            break;
          }
          hasFunctionCall = true;
          const toolName = toolNameMapping.toCustomToolName("computer");
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName,
            input: JSON.stringify(mapComputerCallInput(part)),
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "file_search_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("file_search"),
            input: "{}",
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("file_search"),
            result: {
              queries: part.queries,
              results: part.results?.map((result) => ({
                attributes: result.attributes,
                fileId: result.file_id,
                filename: result.filename,
                score: result.score,
                text: result.text
              })) ?? null
            }
          });
          break;
        }
        case "code_interpreter_call": {
          content.push({
            type: "tool-call",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("code_interpreter"),
            input: JSON.stringify({
              code: part.code,
              containerId: part.container_id
            }),
            providerExecuted: true
          });
          content.push({
            type: "tool-result",
            toolCallId: part.id,
            toolName: toolNameMapping.toCustomToolName("code_interpreter"),
            result: {
              outputs: part.outputs
            }
          });
          break;
        }
        case "apply_patch_call": {
          hasFunctionCall = true;
          content.push({
            type: "tool-call",
            toolCallId: part.call_id,
            toolName: toolNameMapping.toCustomToolName("apply_patch"),
            input: JSON.stringify({
              callId: part.call_id,
              operation: part.operation
            }),
            providerMetadata: {
              [providerOptionsName]: {
                itemId: part.id
              }
            }
          });
          break;
        }
        case "compaction": {
          content.push({
            type: "custom",
            kind: "openai.compaction",
            providerMetadata: {
              [providerOptionsName]: {
                type: "compaction",
                itemId: part.id,
                encryptedContent: part.encrypted_content
              }
            }
          });
          break;
        }
      }
    }
    const providerMetadata = {
      [providerOptionsName]: {
        responseId: response.id,
        ...logprobs.length > 0 ? { logprobs } : {},
        ...typeof response.service_tier === "string" ? { serviceTier: response.service_tier } : {},
        ...response.reasoning?.context != null ? { reasoningContext: response.reasoning.context } : {}
      }
    };
    const usage = response.usage;
    return {
      content,
      finishReason: {
        unified: mapOpenAIResponseFinishReason({
          finishReason: response.incomplete_details?.reason,
          hasFunctionCall
        }),
        raw: response.incomplete_details?.reason ?? void 0
      },
      usage: convertOpenAIResponsesUsage(usage),
      request: { body },
      response: {
        id: response.id,
        timestamp: new Date(response.created_at * 1e3),
        modelId: response.model,
        headers: responseHeaders,
        body: rawResponse
      },
      providerMetadata,
      warnings
    };
  }
  async doStream(options) {
    const {
      args: body,
      warnings,
      webSearchToolName,
      toolNameMapping,
      store,
      providerOptionsName,
      isShellProviderExecuted
    } = await this.getArgs(options);
    const url = this.config.url({
      path: "/responses",
      modelId: this.modelId
    });
    const { responseHeaders, value: response } = await postJsonToApi({
      url,
      headers: combineHeaders(this.config.headers?.(), options.headers),
      body: {
        ...body,
        stream: true
      },
      failedResponseHandler: openaiFailedResponseHandler,
      successfulResponseHandler: createEventSourceResponseHandler(
        openaiResponsesChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const checkedResponse = await throwIfOpenAIStreamErrorBeforeOutput({
      stream: response,
      getError: (chunk) => isErrorChunk(chunk) || isResponseFailedChunk(chunk) && chunk.response.error != null ? chunk : void 0,
      isOutputChunk: isResponseOutputChunk,
      isAcceptedChunk: isResponseInProgressChunk,
      url,
      requestBodyValues: body,
      responseHeaders
    });
    const self = this;
    const approvalRequestIdToDummyToolCallIdFromPrompt = extractApprovalRequestIdToToolCallIdMapping(options.prompt);
    const functionTools = options.tools?.filter(
      (tool) => tool.type === "function"
    ) ?? [];
    const approvalRequestIdToDummyToolCallIdFromStream = /* @__PURE__ */ new Map();
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    let usage = void 0;
    const logprobs = [];
    let responseId = null;
    const ongoingToolCalls = {};
    const ongoingAnnotations = [];
    let activeMessagePhase;
    let hasFunctionCall = false;
    const activeReasoning = {};
    const activeOutputItemIds = {};
    const resolveOutputItemId = ({
      itemId,
      outputIndex
    }) => outputIndex == null ? itemId : activeOutputItemIds[outputIndex] ?? itemId;
    let serviceTier;
    let reasoningContext;
    const hostedToolSearchCallIds = [];
    let encounteredStreamError = false;
    const result = {
      stream: checkedResponse.pipeThrough(
        new TransformStream({
          start(controller) {
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              const error = isOpenAIChatCompletionChunk(chunk.rawValue) ? createOpenAIResponsesChatCompletionsMismatchError({
                value: chunk.rawValue,
                cause: chunk.error,
                url,
                requestBodyValues: body,
                responseHeaders
              }) : chunk.error;
              encounteredStreamError = true;
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({ type: "error", error });
              return;
            }
            const value = chunk.value;
            if (isResponseOutputItemAddedChunk(value)) {
              if (value.item.type === "function_call") {
                const suppressInputStreaming = isUndeclaredParallelToolCall({
                  toolName: value.item.name,
                  tools: functionTools
                });
                ongoingToolCalls[value.output_index] = {
                  toolName: value.item.name,
                  toolCallId: value.item.call_id,
                  suppressInputStreaming,
                  bufferedInputDeltas: suppressInputStreaming ? [] : void 0,
                  async: value.item.async
                };
                if (!suppressInputStreaming) {
                  controller.enqueue({
                    type: "tool-input-start",
                    id: value.item.call_id,
                    toolName: value.item.name
                  });
                }
              } else if (value.item.type === "custom_tool_call") {
                const toolName = toolNameMapping.toCustomToolName(
                  value.item.name
                );
                ongoingToolCalls[value.output_index] = {
                  toolName,
                  toolCallId: value.item.call_id,
                  async: value.item.async
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: value.item.call_id,
                  toolName
                });
              } else if (value.item.type === "web_search_call") {
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName(
                    webSearchToolName ?? "web_search"
                  ),
                  toolCallId: value.item.id
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: value.item.id,
                  toolName: toolNameMapping.toCustomToolName(
                    webSearchToolName ?? "web_search"
                  ),
                  providerExecuted: true
                });
                controller.enqueue({
                  type: "tool-input-end",
                  id: value.item.id
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName(
                    webSearchToolName ?? "web_search"
                  ),
                  input: JSON.stringify({}),
                  providerExecuted: true
                });
              } else if (value.item.type === "computer_call") {
                const toolCallId = value.item.call_id ?? value.item.id;
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName("computer"),
                  toolCallId
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: toolCallId,
                  toolName: toolNameMapping.toCustomToolName("computer")
                });
              } else if (value.item.type === "code_interpreter_call") {
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName("code_interpreter"),
                  toolCallId: value.item.id,
                  codeInterpreter: {
                    containerId: value.item.container_id
                  }
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("code_interpreter"),
                  providerExecuted: true
                });
                controller.enqueue({
                  type: "tool-input-delta",
                  id: value.item.id,
                  delta: `{"containerId":"${value.item.container_id}","code":"`
                });
              } else if (value.item.type === "file_search_call") {
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("file_search"),
                  input: "{}",
                  providerExecuted: true
                });
              } else if (value.item.type === "image_generation_call") {
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("image_generation"),
                  input: "{}",
                  providerExecuted: true
                });
              } else if (value.item.type === "tool_search_call") {
                const toolCallId = value.item.id;
                const toolName = toolNameMapping.toCustomToolName("tool_search");
                const isHosted = value.item.execution === "server";
                ongoingToolCalls[value.output_index] = {
                  toolName,
                  toolCallId,
                  toolSearchExecution: value.item.execution ?? "server"
                };
                if (isHosted) {
                  controller.enqueue({
                    type: "tool-input-start",
                    id: toolCallId,
                    toolName,
                    providerExecuted: true
                  });
                }
              } else if (value.item.type === "tool_search_output") {
              } else if (value.item.type === "mcp_call" || value.item.type === "mcp_list_tools" || value.item.type === "mcp_approval_request") {
              } else if (value.item.type === "apply_patch_call") {
                const { call_id: callId, operation } = value.item;
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName("apply_patch"),
                  toolCallId: callId,
                  applyPatch: {
                    // delete_file doesn't have diff
                    hasDiff: operation.type === "delete_file",
                    endEmitted: operation.type === "delete_file"
                  }
                };
                controller.enqueue({
                  type: "tool-input-start",
                  id: callId,
                  toolName: toolNameMapping.toCustomToolName("apply_patch")
                });
                if (operation.type === "delete_file") {
                  const inputString = JSON.stringify({
                    callId,
                    operation
                  });
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: callId,
                    delta: inputString
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: callId
                  });
                } else {
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: callId,
                    delta: `{"callId":"${escapeJSONDelta(callId)}","operation":{"type":"${escapeJSONDelta(operation.type)}","path":"${escapeJSONDelta(operation.path)}","diff":"`
                  });
                }
              } else if (value.item.type === "shell_call") {
                ongoingToolCalls[value.output_index] = {
                  toolName: toolNameMapping.toCustomToolName("shell"),
                  toolCallId: value.item.call_id
                };
              } else if (value.item.type === "shell_call_output") {
              } else if (value.item.type === "message") {
                activeOutputItemIds[value.output_index] = value.item.id;
                ongoingAnnotations.splice(0);
                activeMessagePhase = value.item.phase ?? void 0;
                controller.enqueue({
                  type: "text-start",
                  id: value.item.id,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id,
                      ...value.item.phase != null && {
                        phase: value.item.phase
                      }
                    }
                  }
                });
              } else if (isResponseOutputItemAddedChunk(value) && value.item.type === "reasoning") {
                activeOutputItemIds[value.output_index] = value.item.id;
                activeReasoning[value.item.id] = {
                  encryptedContent: value.item.encrypted_content,
                  summaryParts: { 0: "active" }
                };
                controller.enqueue({
                  type: "reasoning-start",
                  id: `${value.item.id}:0`,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id,
                      reasoningEncryptedContent: value.item.encrypted_content ?? null
                    }
                  }
                });
              }
            } else if (isResponseOutputItemDoneChunk(value)) {
              if (value.item.type === "message") {
                const itemId = resolveOutputItemId({
                  itemId: value.item.id,
                  outputIndex: value.output_index
                });
                const phase = value.item.phase ?? activeMessagePhase;
                activeMessagePhase = void 0;
                controller.enqueue({
                  type: "text-end",
                  id: itemId,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId,
                      ...phase != null && { phase },
                      ...ongoingAnnotations.length > 0 && {
                        annotations: ongoingAnnotations
                      }
                    }
                  }
                });
                activeOutputItemIds[value.output_index] = void 0;
              } else if (value.item.type === "function_call") {
                const item = value.item;
                const ongoingToolCall = ongoingToolCalls[value.output_index];
                ongoingToolCalls[value.output_index] = void 0;
                hasFunctionCall = true;
                const suppressInputStreaming = ongoingToolCall?.suppressInputStreaming ?? isUndeclaredParallelToolCall({
                  toolName: item.name,
                  tools: functionTools
                });
                const enqueueUnexpandedToolCall = () => {
                  if (suppressInputStreaming) {
                    controller.enqueue({
                      type: "tool-input-start",
                      id: item.call_id,
                      toolName: item.name
                    });
                    const bufferedInputDeltas = ongoingToolCall?.bufferedInputDeltas ?? [];
                    if (bufferedInputDeltas.length > 0) {
                      for (const delta of bufferedInputDeltas) {
                        controller.enqueue({
                          type: "tool-input-delta",
                          id: item.call_id,
                          delta
                        });
                      }
                    } else if (item.arguments.length > 0) {
                      controller.enqueue({
                        type: "tool-input-delta",
                        id: item.call_id,
                        delta: item.arguments
                      });
                    }
                  }
                  controller.enqueue({
                    type: "tool-input-end",
                    id: item.call_id,
                    ...item.namespace != null && {
                      providerMetadata: {
                        [providerOptionsName]: {
                          namespace: item.namespace
                        }
                      }
                    }
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: item.call_id,
                    toolName: item.name,
                    input: item.arguments,
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId: item.id,
                        ...item.async != null ? { async: item.async } : ongoingToolCall?.async != null ? { async: ongoingToolCall.async } : {},
                        ...item.namespace != null && {
                          namespace: item.namespace
                        },
                        ...item.caller != null && {
                          caller: item.caller.type === "program" ? {
                            type: "program",
                            callerId: item.caller.caller_id
                          } : item.caller
                        }
                      }
                    }
                  });
                };
                if (!suppressInputStreaming) {
                  enqueueUnexpandedToolCall();
                  return;
                }
                return expandParallelToolCall({
                  toolCall: {
                    toolCallId: item.call_id,
                    toolName: item.name,
                    input: item.arguments
                  },
                  tools: functionTools,
                  providerOptionsName,
                  itemId: item.id
                }).then((expandedToolCalls) => {
                  if (expandedToolCalls == null) {
                    enqueueUnexpandedToolCall();
                    return;
                  }
                  for (const toolCall of expandedToolCalls) {
                    controller.enqueue({
                      type: "tool-input-start",
                      id: toolCall.toolCallId,
                      toolName: toolCall.toolName
                    });
                    controller.enqueue({
                      type: "tool-input-delta",
                      id: toolCall.toolCallId,
                      delta: toolCall.input
                    });
                    controller.enqueue({
                      type: "tool-input-end",
                      id: toolCall.toolCallId
                    });
                    controller.enqueue(toolCall);
                  }
                });
              } else if (value.item.type === "program") {
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.call_id,
                  toolName: toolNameMapping.toCustomToolName(
                    "programmatic_tool_calling"
                  ),
                  input: JSON.stringify({
                    code: value.item.code,
                    fingerprint: value.item.fingerprint
                  }),
                  providerExecuted: true,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id
                    }
                  }
                });
              } else if (value.item.type === "program_output") {
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.call_id,
                  toolName: toolNameMapping.toCustomToolName(
                    "programmatic_tool_calling"
                  ),
                  result: {
                    result: value.item.result,
                    status: value.item.status
                  },
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id
                    }
                  }
                });
              } else if (value.item.type === "custom_tool_call") {
                const ongoingToolCall = ongoingToolCalls[value.output_index];
                ongoingToolCalls[value.output_index] = void 0;
                hasFunctionCall = true;
                const toolName = toolNameMapping.toCustomToolName(
                  value.item.name
                );
                controller.enqueue({
                  type: "tool-input-end",
                  id: value.item.call_id
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.call_id,
                  toolName,
                  input: JSON.stringify(value.item.input),
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id,
                      ...value.item.async != null ? { async: value.item.async } : ongoingToolCall?.async != null ? { async: ongoingToolCall.async } : {}
                    }
                  }
                });
              } else if (value.item.type === "web_search_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName(
                    webSearchToolName ?? "web_search"
                  ),
                  result: mapWebSearchOutput(value.item.action)
                });
              } else if (value.item.type === "computer_call") {
                ongoingToolCalls[value.output_index] = void 0;
                if (value.item.call_id == null) {
                  controller.enqueue({
                    type: "tool-input-end",
                    id: value.item.id
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: value.item.id,
                    toolName: toolNameMapping.toCustomToolName("computer_use"),
                    input: "",
                    providerExecuted: true
                  });
                  controller.enqueue({
                    type: "tool-result",
                    toolCallId: value.item.id,
                    toolName: toolNameMapping.toCustomToolName("computer_use"),
                    result: {
                      type: "computer_use_tool_result",
                      status: value.item.status
                    }
                  });
                  return;
                }
                hasFunctionCall = true;
                const toolName = toolNameMapping.toCustomToolName("computer");
                const input = JSON.stringify(mapComputerCallInput(value.item));
                controller.enqueue({
                  type: "tool-input-delta",
                  id: value.item.call_id,
                  delta: input
                });
                controller.enqueue({
                  type: "tool-input-end",
                  id: value.item.call_id
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.call_id,
                  toolName,
                  input,
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id
                    }
                  }
                });
              } else if (value.item.type === "file_search_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("file_search"),
                  result: {
                    queries: value.item.queries,
                    results: value.item.results?.map((result2) => ({
                      attributes: result2.attributes,
                      fileId: result2.file_id,
                      filename: result2.filename,
                      score: result2.score,
                      text: result2.text
                    })) ?? null
                  }
                });
              } else if (value.item.type === "code_interpreter_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("code_interpreter"),
                  result: {
                    outputs: value.item.outputs
                  }
                });
              } else if (value.item.type === "image_generation_call") {
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.id,
                  toolName: toolNameMapping.toCustomToolName("image_generation"),
                  result: {
                    result: value.item.result
                  }
                });
              } else if (value.item.type === "tool_search_call") {
                const toolCall = ongoingToolCalls[value.output_index];
                const isHosted = value.item.execution === "server";
                if (toolCall != null) {
                  const toolCallId = isHosted ? toolCall.toolCallId : value.item.call_id ?? value.item.id;
                  if (isHosted) {
                    hostedToolSearchCallIds.push(toolCallId);
                  } else {
                    controller.enqueue({
                      type: "tool-input-start",
                      id: toolCallId,
                      toolName: toolCall.toolName
                    });
                  }
                  controller.enqueue({
                    type: "tool-input-end",
                    id: toolCallId
                  });
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId,
                    toolName: toolCall.toolName,
                    input: JSON.stringify({
                      arguments: value.item.arguments,
                      call_id: isHosted ? null : toolCallId
                    }),
                    ...isHosted ? { providerExecuted: true } : {},
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId: value.item.id
                      }
                    }
                  });
                }
                ongoingToolCalls[value.output_index] = void 0;
              } else if (value.item.type === "tool_search_output") {
                const toolCallId = value.item.call_id ?? hostedToolSearchCallIds.shift() ?? value.item.id;
                controller.enqueue({
                  type: "tool-result",
                  toolCallId,
                  toolName: toolNameMapping.toCustomToolName("tool_search"),
                  result: {
                    tools: value.item.tools
                  },
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id
                    }
                  }
                });
              } else if (value.item.type === "mcp_call") {
                ongoingToolCalls[value.output_index] = void 0;
                const approvalRequestId = value.item.approval_request_id ?? void 0;
                const aliasedToolCallId = approvalRequestId != null ? approvalRequestIdToDummyToolCallIdFromStream.get(
                  approvalRequestId
                ) ?? approvalRequestIdToDummyToolCallIdFromPrompt[approvalRequestId] ?? value.item.id : value.item.id;
                const toolName = `mcp.${value.item.name}`;
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: aliasedToolCallId,
                  toolName,
                  input: value.item.arguments,
                  providerExecuted: true,
                  dynamic: true
                });
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: aliasedToolCallId,
                  toolName,
                  result: {
                    type: "call",
                    serverLabel: value.item.server_label,
                    name: value.item.name,
                    arguments: value.item.arguments,
                    ...value.item.output != null ? { output: value.item.output } : {},
                    ...value.item.error != null ? { error: value.item.error } : {}
                  },
                  providerMetadata: {
                    [providerOptionsName]: {
                      itemId: value.item.id
                    }
                  }
                });
              } else if (value.item.type === "mcp_list_tools") {
                ongoingToolCalls[value.output_index] = void 0;
              } else if (value.item.type === "apply_patch_call") {
                const toolCall = ongoingToolCalls[value.output_index];
                if (toolCall?.applyPatch && !toolCall.applyPatch.endEmitted && value.item.operation.type !== "delete_file") {
                  if (!toolCall.applyPatch.hasDiff) {
                    controller.enqueue({
                      type: "tool-input-delta",
                      id: toolCall.toolCallId,
                      delta: escapeJSONDelta(value.item.operation.diff)
                    });
                  }
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: toolCall.toolCallId,
                    delta: '"}}'
                  });
                  controller.enqueue({
                    type: "tool-input-end",
                    id: toolCall.toolCallId
                  });
                  toolCall.applyPatch.endEmitted = true;
                }
                if (toolCall && value.item.status === "completed") {
                  hasFunctionCall = true;
                  controller.enqueue({
                    type: "tool-call",
                    toolCallId: toolCall.toolCallId,
                    toolName: toolNameMapping.toCustomToolName("apply_patch"),
                    input: JSON.stringify({
                      callId: value.item.call_id,
                      operation: value.item.operation
                    }),
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId: value.item.id
                      }
                    }
                  });
                }
                ongoingToolCalls[value.output_index] = void 0;
              } else if (value.item.type === "mcp_approval_request") {
                ongoingToolCalls[value.output_index] = void 0;
                const dummyToolCallId = self.config.generateId?.() ?? generateId();
                const approvalRequestId = value.item.approval_request_id ?? value.item.id;
                approvalRequestIdToDummyToolCallIdFromStream.set(
                  approvalRequestId,
                  dummyToolCallId
                );
                const toolName = `mcp.${value.item.name}`;
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: dummyToolCallId,
                  toolName,
                  input: value.item.arguments,
                  providerExecuted: true,
                  dynamic: true
                });
                controller.enqueue({
                  type: "tool-approval-request",
                  approvalId: approvalRequestId,
                  toolCallId: dummyToolCallId
                });
              } else if (value.item.type === "local_shell_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.call_id,
                  toolName: toolNameMapping.toCustomToolName("local_shell"),
                  input: JSON.stringify({
                    action: {
                      type: "exec",
                      command: value.item.action.command,
                      timeoutMs: value.item.action.timeout_ms,
                      user: value.item.action.user,
                      workingDirectory: value.item.action.working_directory,
                      env: value.item.action.env
                    }
                  }),
                  providerMetadata: {
                    [providerOptionsName]: { itemId: value.item.id }
                  }
                });
              } else if (value.item.type === "shell_call") {
                ongoingToolCalls[value.output_index] = void 0;
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: value.item.call_id,
                  toolName: toolNameMapping.toCustomToolName("shell"),
                  input: JSON.stringify({
                    action: {
                      commands: value.item.action.commands
                    }
                  }),
                  ...isShellProviderExecuted && {
                    providerExecuted: true
                  },
                  providerMetadata: {
                    [providerOptionsName]: { itemId: value.item.id }
                  }
                });
              } else if (value.item.type === "shell_call_output") {
                controller.enqueue({
                  type: "tool-result",
                  toolCallId: value.item.call_id,
                  toolName: toolNameMapping.toCustomToolName("shell"),
                  result: {
                    output: value.item.output.map(
                      (item) => ({
                        stdout: item.stdout,
                        stderr: item.stderr,
                        outcome: item.outcome.type === "exit" ? {
                          type: "exit",
                          exitCode: item.outcome.exit_code
                        } : { type: "timeout" }
                      })
                    )
                  }
                });
              } else if (value.item.type === "reasoning") {
                const itemId = resolveOutputItemId({
                  itemId: value.item.id,
                  outputIndex: value.output_index
                });
                const activeReasoningPart = activeReasoning[itemId];
                if (activeReasoningPart != null) {
                  const summaryPartIndices = Object.entries(
                    activeReasoningPart.summaryParts
                  ).filter(
                    ([_, status]) => status === "active" || status === "can-conclude"
                  ).map(([summaryIndex]) => summaryIndex);
                  for (const summaryIndex of summaryPartIndices) {
                    controller.enqueue({
                      type: "reasoning-end",
                      id: `${itemId}:${summaryIndex}`,
                      providerMetadata: {
                        [providerOptionsName]: {
                          itemId,
                          reasoningEncryptedContent: value.item.encrypted_content ?? null
                        }
                      }
                    });
                  }
                  delete activeReasoning[itemId];
                }
                activeOutputItemIds[value.output_index] = void 0;
              } else if (value.item.type === "compaction") {
                controller.enqueue({
                  type: "custom",
                  kind: "openai.compaction",
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: "compaction",
                      itemId: value.item.id,
                      encryptedContent: value.item.encrypted_content
                    }
                  }
                });
              }
            } else if (isResponseFunctionCallArgumentsDeltaChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall != null) {
                if (toolCall.suppressInputStreaming) {
                  toolCall.bufferedInputDeltas?.push(value.delta);
                } else {
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: toolCall.toolCallId,
                    delta: value.delta
                  });
                }
              }
            } else if (isResponseCustomToolCallInputDeltaChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall != null) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: value.delta
                });
              }
            } else if (isResponseApplyPatchCallOperationDiffDeltaChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall?.applyPatch) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: escapeJSONDelta(value.delta)
                });
                toolCall.applyPatch.hasDiff = true;
              }
            } else if (isResponseApplyPatchCallOperationDiffDoneChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall?.applyPatch && !toolCall.applyPatch.endEmitted) {
                if (!toolCall.applyPatch.hasDiff) {
                  controller.enqueue({
                    type: "tool-input-delta",
                    id: toolCall.toolCallId,
                    delta: escapeJSONDelta(value.diff)
                  });
                  toolCall.applyPatch.hasDiff = true;
                }
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: '"}}'
                });
                controller.enqueue({
                  type: "tool-input-end",
                  id: toolCall.toolCallId
                });
                toolCall.applyPatch.endEmitted = true;
              }
            } else if (isResponseImageGenerationCallPartialImageChunk(value)) {
              controller.enqueue({
                type: "tool-result",
                toolCallId: value.item_id,
                toolName: toolNameMapping.toCustomToolName("image_generation"),
                result: {
                  result: value.partial_image_b64
                },
                preliminary: true
              });
            } else if (isResponseCodeInterpreterCallCodeDeltaChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall != null) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: escapeJSONDelta(value.delta)
                });
              }
            } else if (isResponseCodeInterpreterCallCodeDoneChunk(value)) {
              const toolCall = ongoingToolCalls[value.output_index];
              if (toolCall != null) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta: '"}'
                });
                controller.enqueue({
                  type: "tool-input-end",
                  id: toolCall.toolCallId
                });
                controller.enqueue({
                  type: "tool-call",
                  toolCallId: toolCall.toolCallId,
                  toolName: toolNameMapping.toCustomToolName("code_interpreter"),
                  input: JSON.stringify({
                    code: value.code,
                    containerId: toolCall.codeInterpreter.containerId
                  }),
                  providerExecuted: true
                });
              }
            } else if (isResponseCreatedChunk(value)) {
              responseId = value.response.id;
              controller.enqueue({
                type: "response-metadata",
                id: value.response.id,
                timestamp: new Date(value.response.created_at * 1e3),
                modelId: value.response.model
              });
            } else if (isTextDeltaChunk(value)) {
              const itemId = resolveOutputItemId({
                itemId: value.item_id,
                outputIndex: value.output_index
              });
              controller.enqueue({
                type: "text-delta",
                id: itemId,
                delta: value.delta
              });
              if (options.providerOptions?.[providerOptionsName]?.logprobs && value.logprobs) {
                logprobs.push(value.logprobs);
              }
            } else if (value.type === "response.reasoning_summary_part.added") {
              const itemId = resolveOutputItemId({
                itemId: value.item_id,
                outputIndex: value.output_index
              });
              if (value.summary_index > 0) {
                const activeReasoningPart = activeReasoning[itemId];
                if (activeReasoningPart != null) {
                  activeReasoningPart.summaryParts[value.summary_index] = "active";
                  for (const summaryIndex of Object.keys(
                    activeReasoningPart.summaryParts
                  )) {
                    if (activeReasoningPart.summaryParts[summaryIndex] === "can-conclude") {
                      controller.enqueue({
                        type: "reasoning-end",
                        id: `${itemId}:${summaryIndex}`,
                        providerMetadata: {
                          [providerOptionsName]: {
                            itemId
                          }
                        }
                      });
                      activeReasoningPart.summaryParts[summaryIndex] = "concluded";
                    }
                  }
                  controller.enqueue({
                    type: "reasoning-start",
                    id: `${itemId}:${value.summary_index}`,
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId,
                        reasoningEncryptedContent: activeReasoningPart.encryptedContent ?? null
                      }
                    }
                  });
                }
              }
            } else if (value.type === "response.reasoning_summary_text.delta") {
              const itemId = resolveOutputItemId({
                itemId: value.item_id,
                outputIndex: value.output_index
              });
              controller.enqueue({
                type: "reasoning-delta",
                id: `${itemId}:${value.summary_index}`,
                delta: value.delta,
                providerMetadata: {
                  [providerOptionsName]: {
                    itemId
                  }
                }
              });
            } else if (value.type === "response.reasoning_summary_part.done") {
              const itemId = resolveOutputItemId({
                itemId: value.item_id,
                outputIndex: value.output_index
              });
              const activeReasoningPart = activeReasoning[itemId];
              if (activeReasoningPart != null) {
                if (store) {
                  controller.enqueue({
                    type: "reasoning-end",
                    id: `${itemId}:${value.summary_index}`,
                    providerMetadata: {
                      [providerOptionsName]: {
                        itemId
                      }
                    }
                  });
                  activeReasoningPart.summaryParts[value.summary_index] = "concluded";
                } else {
                  activeReasoningPart.summaryParts[value.summary_index] = "can-conclude";
                }
              }
            } else if (isResponseFinishedChunk(value)) {
              if (!encounteredStreamError) {
                finishReason = {
                  unified: mapOpenAIResponseFinishReason({
                    finishReason: value.response.incomplete_details?.reason,
                    hasFunctionCall
                  }),
                  raw: value.response.incomplete_details?.reason ?? void 0
                };
              }
              usage = value.response.usage ?? void 0;
              if (typeof value.response.service_tier === "string") {
                serviceTier = value.response.service_tier;
              }
              if (value.response.reasoning?.context != null) {
                reasoningContext = value.response.reasoning.context;
              }
            } else if (isResponseFailedChunk(value)) {
              const incompleteReason = value.response.incomplete_details?.reason;
              finishReason = {
                unified: incompleteReason ? mapOpenAIResponseFinishReason({
                  finishReason: incompleteReason,
                  hasFunctionCall
                }) : "error",
                raw: incompleteReason ?? "error"
              };
              usage = value.response.usage ?? void 0;
              if (value.response.reasoning?.context != null) {
                reasoningContext = value.response.reasoning.context;
              }
              if (!encounteredStreamError && value.response.error != null) {
                encounteredStreamError = true;
                const error = {
                  type: "response.failed",
                  sequence_number: value.sequence_number,
                  response: {
                    error: value.response.error,
                    incomplete_details: value.response.incomplete_details,
                    service_tier: value.response.service_tier
                  }
                };
                controller.enqueue({
                  type: "error",
                  error: createOpenAIProviderStreamError(error) ?? error
                });
              }
            } else if (isResponseAnnotationAddedChunk(value)) {
              ongoingAnnotations.push(value.annotation);
              if (value.annotation.type === "url_citation") {
                controller.enqueue({
                  type: "source",
                  sourceType: "url",
                  id: self.config.generateId?.() ?? generateId(),
                  url: value.annotation.url,
                  title: value.annotation.title
                });
              } else if (value.annotation.type === "file_citation") {
                controller.enqueue({
                  type: "source",
                  sourceType: "document",
                  id: self.config.generateId?.() ?? generateId(),
                  mediaType: "text/plain",
                  title: value.annotation.filename,
                  filename: value.annotation.filename,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: value.annotation.type,
                      fileId: value.annotation.file_id,
                      index: value.annotation.index
                    }
                  }
                });
              } else if (value.annotation.type === "container_file_citation") {
                controller.enqueue({
                  type: "source",
                  sourceType: "document",
                  id: self.config.generateId?.() ?? generateId(),
                  mediaType: "text/plain",
                  title: value.annotation.filename,
                  filename: value.annotation.filename,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: value.annotation.type,
                      fileId: value.annotation.file_id,
                      containerId: value.annotation.container_id
                    }
                  }
                });
              } else if (value.annotation.type === "file_path") {
                controller.enqueue({
                  type: "source",
                  sourceType: "document",
                  id: self.config.generateId?.() ?? generateId(),
                  mediaType: "application/octet-stream",
                  title: value.annotation.file_id,
                  filename: value.annotation.file_id,
                  providerMetadata: {
                    [providerOptionsName]: {
                      type: value.annotation.type,
                      fileId: value.annotation.file_id,
                      index: value.annotation.index
                    }
                  }
                });
              }
            } else if (isErrorChunk(value)) {
              encounteredStreamError = true;
              finishReason = { unified: "error", raw: "error" };
              controller.enqueue({
                type: "error",
                error: createOpenAIProviderStreamError(value) ?? value
              });
            }
          },
          flush(controller) {
            for (const toolCall of Object.values(ongoingToolCalls)) {
              if (!toolCall?.suppressInputStreaming) {
                continue;
              }
              controller.enqueue({
                type: "tool-input-start",
                id: toolCall.toolCallId,
                toolName: toolCall.toolName
              });
              for (const delta of toolCall.bufferedInputDeltas ?? []) {
                controller.enqueue({
                  type: "tool-input-delta",
                  id: toolCall.toolCallId,
                  delta
                });
              }
            }
            const providerMetadata = {
              [providerOptionsName]: {
                responseId,
                ...logprobs.length > 0 ? { logprobs } : {},
                ...serviceTier !== void 0 ? { serviceTier } : {},
                ...reasoningContext !== void 0 ? { reasoningContext } : {}
              }
            };
            controller.enqueue({
              type: "finish",
              finishReason,
              usage: convertOpenAIResponsesUsage(usage),
              providerMetadata
            });
          }
        })
      ),
      request: { body },
      response: { headers: responseHeaders }
    };
    return result;
  }
};
function isTextDeltaChunk(chunk) {
  return chunk.type === "response.output_text.delta";
}
function isOpenAIChatCompletionChunk(value) {
  const chunk = asRecord2(value);
  return chunk != null && Array.isArray(chunk.choices) && typeof chunk.type !== "string";
}
function createOpenAIResponsesChatCompletionsMismatchError({
  value,
  cause,
  url,
  requestBodyValues,
  responseHeaders
}) {
  return new APICallError({
    message: "Received a Chat Completions stream while using the OpenAI Responses API. The default OpenAI provider model uses the Responses API. If your custom baseURL targets a Chat Completions-compatible endpoint, use openai.chat('model-id') or createOpenAI(...).chat('model-id') instead. You can also use @ai-sdk/openai-compatible for OpenAI-compatible providers.",
    url,
    requestBodyValues,
    responseHeaders,
    responseBody: JSON.stringify(value),
    cause,
    data: value,
    isRetryable: false
  });
}
function asRecord2(value) {
  return typeof value === "object" && value != null ? value : void 0;
}
function isResponseOutputItemDoneChunk(chunk) {
  return chunk.type === "response.output_item.done";
}
function isResponseFinishedChunk(chunk) {
  return chunk.type === "response.completed" || chunk.type === "response.incomplete";
}
function isResponseFailedChunk(chunk) {
  return chunk.type === "response.failed";
}
function isResponseCreatedChunk(chunk) {
  return chunk.type === "response.created";
}
function isResponseFunctionCallArgumentsDeltaChunk(chunk) {
  return chunk.type === "response.function_call_arguments.delta";
}
function isResponseCustomToolCallInputDeltaChunk(chunk) {
  return chunk.type === "response.custom_tool_call_input.delta";
}
function isResponseImageGenerationCallPartialImageChunk(chunk) {
  return chunk.type === "response.image_generation_call.partial_image";
}
function isResponseCodeInterpreterCallCodeDeltaChunk(chunk) {
  return chunk.type === "response.code_interpreter_call_code.delta";
}
function isResponseCodeInterpreterCallCodeDoneChunk(chunk) {
  return chunk.type === "response.code_interpreter_call_code.done";
}
function isResponseApplyPatchCallOperationDiffDeltaChunk(chunk) {
  return chunk.type === "response.apply_patch_call_operation_diff.delta";
}
function isResponseApplyPatchCallOperationDiffDoneChunk(chunk) {
  return chunk.type === "response.apply_patch_call_operation_diff.done";
}
function isResponseOutputItemAddedChunk(chunk) {
  return chunk.type === "response.output_item.added";
}
function isResponseAnnotationAddedChunk(chunk) {
  return chunk.type === "response.output_text.annotation.added";
}
function isErrorChunk(chunk) {
  return chunk.type === "error";
}
function isResponseInProgressChunk(chunk) {
  return chunk.type === "response.in_progress";
}
function isResponseOutputChunk(chunk) {
  return !(chunk.type === "response.created" || chunk.type === "response.in_progress" || chunk.type === "response.failed" || chunk.type === "error" || chunk.type === "unknown_chunk");
}
function mapWebSearchOutput(action) {
  if (action == null) {
    return {};
  }
  switch (action.type) {
    case "search":
      return {
        action: {
          type: "search",
          query: action.query ?? void 0,
          ...action.queries != null && { queries: action.queries }
        },
        // include sources when provided by the Responses API (behind include flag)
        ...action.sources != null && { sources: action.sources }
      };
    case "open_page":
      return { action: { type: "openPage", url: action.url } };
    case "find_in_page":
      return {
        action: {
          type: "findInPage",
          url: action.url,
          pattern: action.pattern
        }
      };
  }
}
function escapeJSONDelta(delta) {
  return JSON.stringify(delta).slice(1, -1);
}

//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/deepseek/node_modules/@ai-sdk/provider/dist/index.js
// src/errors/ai-sdk-error.ts
var provider_dist_marker = "vercel.ai.error";
var provider_dist_symbol = Symbol.for(provider_dist_marker);
var provider_dist_a, provider_dist_b;
var dist_AISDKError = class _AISDKError extends (provider_dist_b = Error, provider_dist_a = provider_dist_symbol, provider_dist_b) {
  /**
   * Creates an AI SDK Error.
   *
   * @param {Object} params - The parameters for creating the error.
   * @param {string} params.name - The name of the error.
   * @param {string} params.message - The error message.
   * @param {unknown} [params.cause] - The underlying cause of the error.
   */
  constructor({
    name: name16,
    message,
    cause
  }) {
    super(message);
    this[provider_dist_a] = true;
    this.name = name16;
    this.cause = cause;
  }
  /**
   * Checks if the given error is an AI SDK Error.
   * @param {unknown} error - The error to check.
   * @returns {boolean} True if the error is an AI SDK Error, false otherwise.
   */
  static isInstance(error) {
    return _AISDKError.hasMarker(error, provider_dist_marker);
  }
  static hasMarker(error, marker17) {
    const markerSymbol = Symbol.for(marker17);
    return error != null && typeof error === "object" && markerSymbol in error && typeof error[markerSymbol] === "boolean" && error[markerSymbol] === true;
  }
};

// src/errors/api-call-error.ts
var provider_dist_name = "AI_APICallError";
var provider_dist_marker2 = `vercel.ai.error.${provider_dist_name}`;
var provider_dist_symbol2 = Symbol.for(provider_dist_marker2);
var provider_dist_a2, provider_dist_b2;
var dist_APICallError = class extends (provider_dist_b2 = dist_AISDKError, provider_dist_a2 = provider_dist_symbol2, provider_dist_b2) {
  constructor({
    message,
    url,
    requestBodyValues,
    statusCode,
    responseHeaders,
    responseBody,
    cause,
    isRetryable = statusCode != null && (statusCode === 408 || // request timeout
    statusCode === 409 || // conflict
    statusCode === 429 || // too many requests
    statusCode >= 500),
    // server error
    data
  }) {
    super({ name: provider_dist_name, message, cause });
    this[provider_dist_a2] = true;
    this.url = url;
    this.requestBodyValues = requestBodyValues;
    this.statusCode = statusCode;
    this.responseHeaders = responseHeaders;
    this.responseBody = responseBody;
    this.isRetryable = isRetryable;
    this.data = data;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, provider_dist_marker2);
  }
};

// src/errors/empty-response-body-error.ts
var provider_dist_name2 = "AI_EmptyResponseBodyError";
var provider_dist_marker3 = `vercel.ai.error.${provider_dist_name2}`;
var dist_symbol3 = Symbol.for(provider_dist_marker3);
var dist_a3, dist_b3;
var provider_dist_EmptyResponseBodyError = class extends (dist_b3 = dist_AISDKError, dist_a3 = dist_symbol3, dist_b3) {
  // used in isInstance
  constructor({ message = "Empty response body" } = {}) {
    super({ name: provider_dist_name2, message });
    this[dist_a3] = true;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, provider_dist_marker3);
  }
};

// src/errors/evaluation-unsupported-question-type-error.ts
var dist_name3 = "AI_EvaluationUnsupportedQuestionTypeError";
var dist_marker4 = `vercel.ai.error.${dist_name3}`;
var dist_symbol4 = Symbol.for(dist_marker4);
var dist_a4, dist_b4;
var dist_EvaluationUnsupportedQuestionTypeError = class extends (dist_b4 = dist_AISDKError, dist_a4 = dist_symbol4, dist_b4) {
  constructor({
    questionId,
    questionType,
    provider,
    modelId,
    message = `Question "${questionId}" has type "${questionType}", which is not supported by provider "${provider}" and model "${modelId}".`
  }) {
    super({ name: dist_name3, message });
    this[dist_a4] = true;
    this.questionId = questionId;
    this.questionType = questionType;
    this.provider = provider;
    this.modelId = modelId;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker4);
  }
};

// src/errors/get-error-message.ts
function provider_dist_getErrorMessage(error) {
  if (error == null) {
    return "unknown error";
  }
  if (typeof error === "string") {
    return error;
  }
  if (error instanceof Error) {
    return error.toString();
  }
  return JSON.stringify(error);
}

// src/errors/invalid-argument-error.ts
var dist_name4 = "AI_InvalidArgumentError";
var dist_marker5 = `vercel.ai.error.${dist_name4}`;
var dist_symbol5 = Symbol.for(dist_marker5);
var dist_a5, dist_b5;
var dist_InvalidArgumentError = class extends (dist_b5 = dist_AISDKError, dist_a5 = dist_symbol5, dist_b5) {
  constructor({
    message,
    cause,
    argument
  }) {
    super({ name: dist_name4, message, cause });
    this[dist_a5] = true;
    this.argument = argument;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker5);
  }
};

// src/errors/invalid-prompt-error.ts
var dist_name5 = "AI_InvalidPromptError";
var dist_marker6 = `vercel.ai.error.${dist_name5}`;
var dist_symbol6 = Symbol.for(dist_marker6);
var dist_a6, dist_b6;
var dist_InvalidPromptError = class extends (dist_b6 = dist_AISDKError, dist_a6 = dist_symbol6, dist_b6) {
  constructor({
    prompt,
    message,
    cause
  }) {
    super({ name: dist_name5, message: `Invalid prompt: ${message}`, cause });
    this[dist_a6] = true;
    this.prompt = prompt;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker6);
  }
};

// src/errors/invalid-response-data-error.ts
var dist_name6 = "AI_InvalidResponseDataError";
var dist_marker7 = `vercel.ai.error.${dist_name6}`;
var dist_symbol7 = Symbol.for(dist_marker7);
var dist_a7, dist_b7;
var dist_InvalidResponseDataError = class extends (dist_b7 = dist_AISDKError, dist_a7 = dist_symbol7, dist_b7) {
  constructor({
    data,
    message = `Invalid response data: ${JSON.stringify(data)}.`
  }) {
    super({ name: dist_name6, message });
    this[dist_a7] = true;
    this.data = data;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker7);
  }
};

// src/errors/json-parse-error.ts
var dist_name7 = "AI_JSONParseError";
var dist_marker8 = `vercel.ai.error.${dist_name7}`;
var dist_symbol8 = Symbol.for(dist_marker8);
var dist_a8, dist_b8;
var dist_JSONParseError = class extends (dist_b8 = dist_AISDKError, dist_a8 = dist_symbol8, dist_b8) {
  constructor({ text, cause }) {
    super({
      name: dist_name7,
      message: `JSON parsing failed: Text: ${text}.
Error message: ${provider_dist_getErrorMessage(cause)}`,
      cause
    });
    this[dist_a8] = true;
    this.text = text;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker8);
  }
};

// src/errors/load-api-key-error.ts
var dist_name8 = "AI_LoadAPIKeyError";
var dist_marker9 = `vercel.ai.error.${dist_name8}`;
var dist_symbol9 = Symbol.for(dist_marker9);
var dist_a9, dist_b9;
var provider_dist_LoadAPIKeyError = class extends (dist_b9 = dist_AISDKError, dist_a9 = dist_symbol9, dist_b9) {
  // used in isInstance
  constructor({ message }) {
    super({ name: dist_name8, message });
    this[dist_a9] = true;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker9);
  }
};

// src/errors/load-setting-error.ts
var dist_name9 = "AI_LoadSettingError";
var dist_marker10 = `vercel.ai.error.${dist_name9}`;
var dist_symbol10 = Symbol.for(dist_marker10);
var dist_a10, dist_b10;
var provider_dist_LoadSettingError = class extends (dist_b10 = dist_AISDKError, dist_a10 = dist_symbol10, dist_b10) {
  // used in isInstance
  constructor({ message }) {
    super({ name: dist_name9, message });
    this[dist_a10] = true;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker10);
  }
};

// src/errors/no-content-generated-error.ts
var dist_name10 = "AI_NoContentGeneratedError";
var dist_marker11 = `vercel.ai.error.${dist_name10}`;
var dist_symbol11 = Symbol.for(dist_marker11);
var dist_a11, dist_b11;
var dist_NoContentGeneratedError = class extends (dist_b11 = dist_AISDKError, dist_a11 = dist_symbol11, dist_b11) {
  // used in isInstance
  constructor({
    message = "No content generated."
  } = {}) {
    super({ name: dist_name10, message });
    this[dist_a11] = true;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker11);
  }
};

// src/errors/no-such-model-error.ts
var dist_name11 = "AI_NoSuchModelError";
var dist_marker12 = `vercel.ai.error.${dist_name11}`;
var dist_symbol12 = Symbol.for(dist_marker12);
var dist_a12, dist_b12;
var dist_NoSuchModelError = class extends (dist_b12 = dist_AISDKError, dist_a12 = dist_symbol12, dist_b12) {
  constructor({
    errorName = dist_name11,
    modelId,
    modelType,
    message = `No such ${modelType}: ${modelId}`
  }) {
    super({ name: errorName, message });
    this[dist_a12] = true;
    this.modelId = modelId;
    this.modelType = modelType;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker12);
  }
};

// src/errors/no-such-provider-reference-error.ts
var dist_name12 = "AI_NoSuchProviderReferenceError";
var dist_marker13 = `vercel.ai.error.${dist_name12}`;
var dist_symbol13 = Symbol.for(dist_marker13);
var dist_a13, dist_b13;
var dist_NoSuchProviderReferenceError = class extends (dist_b13 = dist_AISDKError, dist_a13 = dist_symbol13, dist_b13) {
  constructor({
    provider,
    reference,
    message = `No provider reference found for provider '${provider}'. Available providers: ${Object.keys(reference).join(", ")}`
  }) {
    super({ name: dist_name12, message });
    this[dist_a13] = true;
    this.provider = provider;
    this.reference = reference;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker13);
  }
};

// src/errors/too-many-embedding-values-for-call-error.ts
var dist_name13 = "AI_TooManyEmbeddingValuesForCallError";
var dist_marker14 = `vercel.ai.error.${dist_name13}`;
var dist_symbol14 = Symbol.for(dist_marker14);
var dist_a14, dist_b14;
var dist_TooManyEmbeddingValuesForCallError = class extends (dist_b14 = dist_AISDKError, dist_a14 = dist_symbol14, dist_b14) {
  constructor(options) {
    super({
      name: dist_name13,
      message: `Too many values for a single embedding call. The ${options.provider} model "${options.modelId}" can only embed up to ${options.maxEmbeddingsPerCall} values per call, but ${options.values.length} values were provided.`
    });
    this[dist_a14] = true;
    this.provider = options.provider;
    this.modelId = options.modelId;
    this.maxEmbeddingsPerCall = options.maxEmbeddingsPerCall;
    this.values = options.values;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker14);
  }
};

// src/errors/type-validation-error.ts
var dist_name14 = "AI_TypeValidationError";
var dist_marker15 = `vercel.ai.error.${dist_name14}`;
var dist_symbol15 = Symbol.for(dist_marker15);
var dist_a15, dist_b15;
var dist_TypeValidationError = class _TypeValidationError extends (dist_b15 = dist_AISDKError, dist_a15 = dist_symbol15, dist_b15) {
  constructor({
    value,
    cause,
    context
  }) {
    let contextPrefix = "Type validation failed";
    if (context?.field) {
      contextPrefix += ` for ${context.field}`;
    }
    if (context?.entityName || context?.entityId) {
      contextPrefix += " (";
      const parts = [];
      if (context.entityName) {
        parts.push(context.entityName);
      }
      if (context.entityId) {
        parts.push(`id: "${context.entityId}"`);
      }
      contextPrefix += parts.join(", ");
      contextPrefix += ")";
    }
    super({
      name: dist_name14,
      message: `${contextPrefix}: Value: ${JSON.stringify(value)}.
Error message: ${provider_dist_getErrorMessage(cause)}`,
      cause
    });
    this[dist_a15] = true;
    this.value = value;
    this.context = context;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker15);
  }
  /**
   * Wraps an error into a TypeValidationError.
   * If the cause is already a TypeValidationError with the same value and context, it returns the cause.
   * Otherwise, it creates a new TypeValidationError.
   *
   * @param {Object} params - The parameters for wrapping the error.
   * @param {unknown} params.value - The value that failed validation.
   * @param {unknown} params.cause - The original error or cause of the validation failure.
   * @param {TypeValidationContext} params.context - Optional context about what is being validated.
   * @returns {TypeValidationError} A TypeValidationError instance.
   */
  static wrap({
    value,
    cause,
    context
  }) {
    if (_TypeValidationError.isInstance(cause) && cause.value === value && cause.context?.field === context?.field && cause.context?.entityName === context?.entityName && cause.context?.entityId === context?.entityId) {
      return cause;
    }
    return new _TypeValidationError({ value, cause, context });
  }
};

// src/errors/unsupported-functionality-error.ts
var dist_name15 = "AI_UnsupportedFunctionalityError";
var dist_marker16 = `vercel.ai.error.${dist_name15}`;
var dist_symbol16 = Symbol.for(dist_marker16);
var dist_a16, dist_b16;
var provider_dist_UnsupportedFunctionalityError = class extends (dist_b16 = dist_AISDKError, dist_a16 = dist_symbol16, dist_b16) {
  constructor({
    functionality,
    message = `'${functionality}' functionality not supported.`
  }) {
    super({ name: dist_name15, message });
    this[dist_a16] = true;
    this.functionality = functionality;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, dist_marker16);
  }
};

// src/json-value/is-json.ts
function dist_isJSONValue(value) {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return true;
  }
  if (Array.isArray(value)) {
    return value.every(dist_isJSONValue);
  }
  if (typeof value === "object") {
    return Object.entries(value).every(
      ([key, val]) => typeof key === "string" && (val === void 0 || dist_isJSONValue(val))
    );
  }
  return false;
}
function dist_isJSONArray(value) {
  return Array.isArray(value) && value.every(dist_isJSONValue);
}
function dist_isJSONObject(value) {
  return value != null && typeof value === "object" && Object.entries(value).every(
    ([key, val]) => typeof key === "string" && (val === void 0 || dist_isJSONValue(val))
  );
}

//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/deepseek/node_modules/@ai-sdk/provider-utils/dist/index.js
// src/as-array.ts
function dist_asArray(value) {
  return value === void 0 ? [] : Array.isArray(value) ? value : [value];
}

// src/combine-headers.ts
function dist_combineHeaders(...headers) {
  return headers.reduce(
    (combinedHeaders, currentHeaders) => ({
      ...combinedHeaders,
      ...currentHeaders
    }),
    {}
  );
}

// src/remove-undefined-entries.ts
function dist_removeUndefinedEntries(record) {
  return Object.fromEntries(
    Object.entries(record).filter(([_key, value]) => value != null)
  );
}

// src/delay.ts
async function dist_delay(delayInMs, options) {
  if (delayInMs == null) {
    return;
  }
  const signal = options?.abortSignal;
  return new Promise((resolve2, reject) => {
    if (signal?.aborted) {
      reject(dist_createAbortError());
      return;
    }
    const timeoutId = setTimeout(() => {
      cleanup();
      resolve2();
    }, delayInMs);
    const cleanup = () => {
      clearTimeout(timeoutId);
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      cleanup();
      reject(dist_createAbortError());
    };
    signal?.addEventListener("abort", onAbort);
  });
}
function dist_createAbortError() {
  return new DOMException("Delay was aborted", "AbortError");
}

// src/websocket.ts
function dist_getWebSocketConstructor(webSocket) {
  const WebSocketConstructor = webSocket ?? globalThis.WebSocket;
  if (WebSocketConstructor == null) {
    throw new Error("No WebSocket implementation available.");
  }
  return WebSocketConstructor;
}
function dist_toWebSocketUrl(url) {
  const wsUrl = new URL(url);
  if (wsUrl.protocol === "http:") {
    wsUrl.protocol = "ws:";
  } else if (wsUrl.protocol === "https:") {
    wsUrl.protocol = "wss:";
  }
  return wsUrl;
}
var dist_textDecoder = new TextDecoder();
async function dist_readWebSocketMessageText(data) {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer) return dist_textDecoder.decode(data);
  if (ArrayBuffer.isView(data)) {
    return dist_textDecoder.decode(data);
  }
  if (typeof Blob !== "undefined" && data instanceof Blob) {
    return data.text();
  }
  return String(data);
}
var dist_WEBSOCKET_OPEN_STATE = 1;
async function dist_waitForWebSocketBufferDrain(socket, {
  highWaterMark = 1024 * 1024,
  pollIntervalMs = 20,
  abortSignal
} = {}) {
  while (socket.readyState === dist_WEBSOCKET_OPEN_STATE && (socket.bufferedAmount ?? 0) > highWaterMark) {
    if (abortSignal?.aborted === true) {
      return;
    }
    await dist_delay(pollIntervalMs);
  }
}

// src/connect-to-websocket.ts
function dist_connectToWebSocket({
  url,
  protocols,
  headers,
  webSocket,
  abortSignal,
  onOpen,
  onMessageText,
  onProcessingError,
  onSocketError,
  onClose,
  onAbort
}) {
  let socket;
  let abortListener;
  const close = (code) => {
    if (abortListener != null) {
      abortSignal?.removeEventListener("abort", abortListener);
      abortListener = void 0;
    }
    try {
      socket?.close(code);
    } catch {
    }
  };
  if (abortSignal?.aborted) {
    onAbort?.(abortSignal.reason ?? new Error("Aborted"));
    return { socket: void 0, close };
  }
  try {
    const WebSocketConstructor = dist_getWebSocketConstructor(webSocket);
    socket = new WebSocketConstructor(url, protocols, {
      headers: dist_removeUndefinedEntries(headers ?? {})
    });
  } catch (error) {
    onProcessingError(error);
    return { socket: void 0, close };
  }
  if (abortSignal != null && onAbort != null) {
    abortListener = () => onAbort(abortSignal.reason ?? new Error("Aborted"));
    abortSignal.addEventListener("abort", abortListener, { once: true });
  }
  const openedSocket = socket;
  socket.onopen = () => {
    try {
      onOpen?.(openedSocket);
    } catch (error) {
      onProcessingError(error);
    }
  };
  let tail = Promise.resolve();
  socket.onmessage = (event) => {
    tail = tail.then(() => dist_readWebSocketMessageText(event.data)).then((text) => onMessageText(text)).catch(onProcessingError);
  };
  socket.onerror = () => {
    tail = tail.then(() => onSocketError?.()).catch(onProcessingError);
  };
  socket.onclose = (event) => {
    const closeEvent = event;
    const code = typeof closeEvent?.code === "number" ? closeEvent.code : void 0;
    const reason = typeof closeEvent?.reason === "string" ? closeEvent.reason : void 0;
    tail = tail.then(() => onClose?.({ code, reason })).catch(onProcessingError);
  };
  return { socket, close };
}

// src/convert-async-iterator-to-readable-stream.ts
function dist_convertAsyncIteratorToReadableStream(iterator) {
  let cancelled = false;
  return new ReadableStream({
    /**
     * Called when the consumer wants to pull more data from the stream.
     *
     * @param {ReadableStreamDefaultController<T>} controller - The controller to enqueue data into the stream.
     * @returns {Promise<void>}
     */
    async pull(controller) {
      if (cancelled) return;
      try {
        const { value, done } = await iterator.next();
        if (done) {
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        controller.error(error);
      }
    },
    /**
     * Called when the consumer cancels the stream.
     */
    async cancel(reason) {
      cancelled = true;
      if (iterator.return) {
        try {
          await iterator.return(reason);
        } catch {
        }
      }
    }
  });
}

// src/convert-inline-file-data-to-uint8-array.ts


// src/uint8-utils.ts
var { btoa: dist_btoa, atob: dist_atob } = globalThis;
function dist_convertBase64ToUint8Array(base64String) {
  const base64Url = base64String.replace(/-/g, "+").replace(/_/g, "/");
  const latin1string = dist_atob(base64Url);
  return Uint8Array.from(latin1string, (byte) => byte.codePointAt(0));
}
function dist_convertUint8ArrayToBase64(array) {
  const chunks = [];
  const chunkSize = 4096;
  for (let i = 0; i < array.length; i += chunkSize) {
    chunks.push(String.fromCodePoint(...array.subarray(i, i + chunkSize)));
  }
  return dist_btoa(chunks.join(""));
}
function dist_convertToBase64(value) {
  return value instanceof Uint8Array ? dist_convertUint8ArrayToBase64(value) : value;
}

// src/convert-inline-file-data-to-uint8-array.ts
function dist_convertInlineFileDataToUint8Array(data) {
  if (data.type === "stream") {
    const error = new UnsupportedFunctionalityError({
      functionality: "streaming file upload"
    });
    void data.stream.cancel(error).catch(() => {
    });
    throw error;
  }
  if (data.type === "text") {
    return new TextEncoder().encode(data.text);
  }
  if (data.data instanceof Uint8Array) {
    return data.data;
  }
  if (data.data instanceof ArrayBuffer) {
    return new Uint8Array(data.data);
  }
  return dist_convertBase64ToUint8Array(data.data);
}

// src/convert-image-model-file-to-data-uri.ts
function dist_convertImageModelFileToDataUri(file) {
  if (file.type === "url") return file.url;
  return `data:${file.mediaType};base64,${typeof file.data === "string" ? file.data : dist_convertUint8ArrayToBase64(file.data)}`;
}

// src/convert-to-form-data.ts
function dist_convertToFormData(input, options = {}) {
  const { useArrayBrackets = true } = options;
  const formData = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value == null) {
      continue;
    }
    if (Array.isArray(value)) {
      if (value.length === 1) {
        formData.append(key, value[0]);
        continue;
      }
      const arrayKey = useArrayBrackets ? `${key}[]` : key;
      for (const item of value) {
        formData.append(arrayKey, item);
      }
      continue;
    }
    formData.append(key, value);
  }
  return formData;
}

// src/create-language-model-response-metadata.ts
function dist_createLanguageModelResponseMetadata({
  id,
  model,
  created
}) {
  return {
    id: id ?? void 0,
    modelId: model ?? void 0,
    timestamp: created != null ? new Date(created * 1e3) : void 0
  };
}

// src/create-null-language-model-usage.ts
function dist_createNullLanguageModelUsage() {
  return {
    inputTokens: {
      total: void 0,
      noCache: void 0,
      cacheRead: void 0,
      cacheWrite: void 0
    },
    outputTokens: {
      total: void 0,
      text: void 0,
      reasoning: void 0
    },
    raw: void 0
  };
}

// src/create-tool-name-mapping.ts
function dist_createToolNameMapping({
  tools = [],
  providerToolNames
}) {
  const customToolNameToProviderToolName = {};
  const providerToolNameToCustomToolName = {};
  for (const tool2 of tools) {
    if (tool2.type === "provider" && tool2.id in providerToolNames) {
      const providerToolName = providerToolNames[tool2.id];
      customToolNameToProviderToolName[tool2.name] = providerToolName;
      providerToolNameToCustomToolName[providerToolName] = tool2.name;
    }
  }
  return {
    toProviderToolName: (customToolName) => customToolNameToProviderToolName[customToolName] ?? customToolName,
    toCustomToolName: (providerToolName) => providerToolNameToCustomToolName[providerToolName] ?? providerToolName
  };
}

// src/create-provider-stream-error.ts
var provider_utils_dist_marker = /* @__PURE__ */ Symbol.for("vercel.ai.providerStreamError");
function dist_createProviderStreamError({
  message,
  type,
  code,
  statusCode,
  isRetryable,
  data
}) {
  const error = {
    message,
    type,
    code,
    statusCode,
    isRetryable,
    data
  };
  Object.defineProperty(error, provider_utils_dist_marker, { value: true });
  return error;
}
function dist_isProviderStreamError(error) {
  return typeof error === "object" && error != null && error[provider_utils_dist_marker] === true;
}

// src/delayed-promise.ts
var dist_DelayedPromise = class {
  constructor() {
    this.status = { type: "pending" };
    this._resolve = void 0;
    this._reject = void 0;
  }
  get promise() {
    if (this._promise) {
      return this._promise;
    }
    this._promise = new Promise((resolve2, reject) => {
      if (this.status.type === "resolved") {
        resolve2(this.status.value);
      } else if (this.status.type === "rejected") {
        reject(this.status.error);
      }
      this._resolve = resolve2;
      this._reject = reject;
    });
    return this._promise;
  }
  resolve(value) {
    this.status = { type: "resolved", value };
    if (this._promise) {
      this._resolve?.(value);
    }
  }
  reject(error) {
    this.status = { type: "rejected", error };
    if (this._promise) {
      this._reject?.(error);
    }
  }
  isResolved() {
    return this.status.type === "resolved";
  }
  isRejected() {
    return this.status.type === "rejected";
  }
  isPending() {
    return this.status.type === "pending";
  }
};

// src/delete-from-api.ts


// src/extract-response-headers.ts
function dist_extractResponseHeaders(response) {
  return Object.fromEntries([...response.headers]);
}

// src/get-runtime-environment-user-agent.ts
function dist_getRuntimeEnvironmentUserAgent(globalThisAny = globalThis) {
  if (globalThisAny.navigator?.userAgent) {
    return globalThisAny.navigator.userAgent.toLowerCase();
  }
  if (globalThisAny.process?.versions?.node) {
    return `node.js/${globalThisAny.process.version}`;
  }
  if (globalThisAny.EdgeRuntime) {
    return "vercel-edge";
  }
  return "";
}

// src/handle-fetch-error.ts


// src/is-abort-error.ts
function dist_isAbortError(error) {
  return (error instanceof Error || typeof DOMException === "function" && error instanceof DOMException) && (error.name === "AbortError" || error.name === "ResponseAborted" || // Next.js
  error.name === "TimeoutError");
}

// src/handle-fetch-error.ts
var dist_FETCH_FAILED_ERROR_MESSAGES = ["fetch failed", "failed to fetch"];
var dist_RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
  "ConnectionRefused",
  "ConnectionClosed",
  "FailedToOpenSocket",
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "UND_ERR_CONNECT_TIMEOUT"
]);
function dist_findNetworkError(error) {
  const visited = /* @__PURE__ */ new Set();
  let current = error;
  while (current instanceof Error && !visited.has(current)) {
    visited.add(current);
    const errorWithCode = current;
    if (typeof errorWithCode.code === "string" && dist_RETRYABLE_NETWORK_ERROR_CODES.has(errorWithCode.code)) {
      return errorWithCode;
    }
    current = current.cause;
  }
}
function dist_handleFetchError({
  error,
  url,
  requestBodyValues
}) {
  if (dist_isAbortError(error)) {
    return error;
  }
  if (error instanceof TypeError && dist_FETCH_FAILED_ERROR_MESSAGES.includes(error.message.toLowerCase())) {
    const cause = error.cause;
    if (cause != null) {
      return new dist_APICallError({
        message: `Cannot connect to API: ${cause.message}`,
        cause,
        url,
        requestBodyValues,
        isRetryable: true
        // retry when network error
      });
    }
  }
  const networkError = dist_findNetworkError(error);
  if (networkError != null) {
    if (dist_APICallError.isInstance(error)) {
      return new dist_APICallError({
        message: error.message,
        cause: error.cause,
        url: error.url,
        requestBodyValues: error.requestBodyValues,
        statusCode: error.statusCode,
        responseHeaders: error.responseHeaders,
        responseBody: error.responseBody,
        data: error.data,
        isRetryable: true
      });
    }
    return new dist_APICallError({
      message: `Cannot connect to API: ${error instanceof Error ? error.message : networkError.message}`,
      cause: error,
      url,
      requestBodyValues,
      isRetryable: true
    });
  }
  return error;
}

// src/version.ts
var dist_VERSION =  true ? "5.0.51" : 0;

// src/normalize-headers.ts
function dist_normalizeHeaders(headers) {
  if (headers == null) {
    return {};
  }
  const normalized = {};
  if (headers instanceof Headers) {
    headers.forEach((value, key) => {
      normalized[key.toLowerCase()] = value;
    });
  } else {
    if (!Array.isArray(headers)) {
      headers = Object.entries(headers);
    }
    for (const [key, value] of headers) {
      if (value != null) {
        normalized[key.toLowerCase()] = value;
      }
    }
  }
  return normalized;
}

// src/with-user-agent-suffix.ts
function dist_withUserAgentSuffix(headers, ...userAgentSuffixParts) {
  const normalizedHeaders = new Headers(dist_normalizeHeaders(headers));
  const currentUserAgentHeader = normalizedHeaders.get("user-agent") || "";
  normalizedHeaders.set(
    "user-agent",
    [currentUserAgentHeader, ...userAgentSuffixParts].filter(Boolean).join(" ")
  );
  return Object.fromEntries(normalizedHeaders.entries());
}

// src/delete-from-api.ts
var dist_getOriginalFetch = () => globalThis.fetch;
var dist_deleteFromApi = async ({
  url,
  headers = {},
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch = dist_getOriginalFetch()
}) => {
  try {
    const response = await fetch(url, {
      method: "DELETE",
      headers: dist_withUserAgentSuffix(
        headers,
        `ai-sdk-provider-utils/${dist_VERSION}`,
        dist_getRuntimeEnvironmentUserAgent()
      ),
      signal: abortSignal
    });
    const responseHeaders = dist_extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (dist_isAbortError(error) || APICallError2.isInstance(error)) {
          throw error;
        }
        throw new APICallError2({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (dist_isAbortError(error) || APICallError2.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError2({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw dist_handleFetchError({ error, url, requestBodyValues: {} });
  }
};

// src/detect-media-type.ts
var dist_imageMediaTypeSignatures = [
  {
    mediaType: "image/gif",
    bytesPrefix: [71, 73, 70, 56, 55, 97]
    // GIF87a
  },
  {
    mediaType: "image/gif",
    bytesPrefix: [71, 73, 70, 56, 57, 97]
    // GIF89a
  },
  {
    mediaType: "image/png",
    bytesPrefix: [137, 80, 78, 71]
    // PNG
  },
  {
    mediaType: "image/jpeg",
    bytesPrefix: [255, 216]
    // JPEG
  },
  {
    mediaType: "image/webp",
    bytesPrefix: [
      82,
      73,
      70,
      70,
      // "RIFF"
      null,
      null,
      null,
      null,
      // file size (variable)
      87,
      69,
      66,
      80
      // "WEBP"
    ]
  },
  {
    mediaType: "image/bmp",
    bytesPrefix: [66, 77, null, null, null, null, 0, 0, 0, 0]
  },
  {
    mediaType: "image/tiff",
    bytesPrefix: [73, 73, 42, 0]
  },
  {
    mediaType: "image/tiff",
    bytesPrefix: [77, 77, 0, 42]
  },
  {
    mediaType: "image/avif",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      // box size (variable)
      102,
      116,
      121,
      112,
      97,
      118,
      105,
      102
    ]
  },
  {
    mediaType: "image/heic",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      // box size (variable)
      102,
      116,
      121,
      112,
      104,
      101,
      105,
      99
    ]
  }
];
var dist_documentMediaTypeSignatures = [
  {
    mediaType: "application/pdf",
    bytesPrefix: [37, 80, 68, 70]
    // %PDF
  }
];
var dist_audioMediaTypeSignaturesWithoutMp4 = [
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 240]
    // MPEG-4 ADTS with CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 241]
    // MPEG-4 ADTS without CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 248]
    // MPEG-2 ADTS with CRC
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [255, 249]
    // MPEG-2 ADTS without CRC
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 251]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 250]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 243]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 242]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 227]
  },
  {
    mediaType: "audio/mpeg",
    bytesPrefix: [255, 226]
  },
  {
    mediaType: "audio/wav",
    bytesPrefix: [
      82,
      // R
      73,
      // I
      70,
      // F
      70,
      // F
      null,
      null,
      null,
      null,
      87,
      // W
      65,
      // A
      86,
      // V
      69
      // E
    ]
  },
  {
    mediaType: "audio/ogg",
    bytesPrefix: [79, 103, 103, 83]
  },
  {
    mediaType: "audio/flac",
    bytesPrefix: [102, 76, 97, 67]
  },
  {
    mediaType: "audio/aac",
    bytesPrefix: [64, 21, 0, 0]
  },
  {
    mediaType: "audio/webm",
    bytesPrefix: [26, 69, 223, 163]
  }
];
var dist_audioMediaTypeSignatures = [
  ...dist_audioMediaTypeSignaturesWithoutMp4,
  {
    mediaType: "audio/mp4",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112
      // ftyp
    ]
  }
];
var dist_videoMediaTypeSignatures = [
  {
    mediaType: "video/mp4",
    bytesPrefix: [
      0,
      0,
      0,
      null,
      102,
      116,
      121,
      112
      // ftyp
    ]
  },
  {
    mediaType: "video/webm",
    bytesPrefix: [26, 69, 223, 163]
    // EBML
  },
  {
    mediaType: "video/quicktime",
    bytesPrefix: [
      0,
      0,
      0,
      20,
      102,
      116,
      121,
      112,
      113,
      116
      // ftypqt
    ]
  },
  {
    mediaType: "video/x-msvideo",
    bytesPrefix: [82, 73, 70, 70]
    // RIFF (AVI)
  }
];
var dist_DEFAULT_SNIFF_BYTES = 18;
var dist_MAX_SIGNATURE_BYTES = 12;
var dist_MAX_ID3_TAG_BYTES = 128 * 1024;
var dist_ID3_SCAN_BYTES = dist_MAX_ID3_TAG_BYTES + dist_MAX_SIGNATURE_BYTES;
function dist_decodePrefix(data, maxBytes) {
  if (typeof data !== "string") {
    return data.length > maxBytes ? data.subarray(0, maxBytes) : data;
  }
  const maxChars = Math.ceil(maxBytes / 3) * 4;
  const bytes = dist_convertBase64ToUint8Array(
    data.substring(0, Math.min(data.length, maxChars))
  );
  return bytes.length > maxBytes ? bytes.subarray(0, maxBytes) : bytes;
}
function dist_hasID3(bytes) {
  return bytes.length > 10 && bytes[0] === 73 && // 'I'
  bytes[1] === 68 && // 'D'
  bytes[2] === 51;
}
var dist_stripID3 = (bytes) => {
  const id3Size = (bytes[6] & 127) << 21 | (bytes[7] & 127) << 14 | (bytes[8] & 127) << 7 | bytes[9] & 127;
  return bytes.subarray(id3Size + 10);
};
function dist_detectMediaTypeBySignatures({
  data,
  signatures
}) {
  let bytes = dist_decodePrefix(data, dist_DEFAULT_SNIFF_BYTES);
  if (dist_hasID3(bytes)) {
    bytes = dist_stripID3(dist_decodePrefix(data, dist_ID3_SCAN_BYTES));
  }
  for (const signature of signatures) {
    if (bytes.length >= signature.bytesPrefix.length && signature.bytesPrefix.every(
      (byte, index) => byte === null || bytes[index] === byte
    )) {
      return signature.mediaType;
    }
  }
}
var dist_topLevelSignatureTables = {
  image: dist_imageMediaTypeSignatures,
  audio: dist_audioMediaTypeSignatures,
  video: dist_videoMediaTypeSignatures,
  application: dist_documentMediaTypeSignatures
};
function dist_detectMediaType({
  data,
  topLevelType
}) {
  if (topLevelType === void 0) {
    return dist_detectMediaTypeBySignatures({
      data,
      signatures: [
        ...dist_imageMediaTypeSignatures,
        ...dist_documentMediaTypeSignatures,
        // MP4 containers cannot be distinguished as audio or video by ftyp alone.
        // Preserve the generic detection result as video/mp4.
        ...dist_audioMediaTypeSignaturesWithoutMp4,
        ...dist_videoMediaTypeSignatures
      ]
    });
  }
  const signatures = dist_topLevelSignatureTables[topLevelType];
  if (signatures === void 0) {
    return void 0;
  }
  return dist_detectMediaTypeBySignatures({ data, signatures });
}
function dist_getTopLevelMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  return slashIndex === -1 ? mediaType : mediaType.substring(0, slashIndex);
}
function dist_isFullMediaType(mediaType) {
  const slashIndex = mediaType.indexOf("/");
  if (slashIndex === -1) {
    return false;
  }
  const subtype = mediaType.substring(slashIndex + 1);
  return subtype.length > 0 && subtype !== "*";
}

// src/cancel-response-body.ts
async function dist_cancelResponseBody(response) {
  try {
    await response.body?.cancel();
  } catch {
  }
}

// src/download-error.ts

var _ai_sdk_provider_utils_dist_name = "AI_DownloadError";
var provider_utils_dist_marker2 = `vercel.ai.error.${_ai_sdk_provider_utils_dist_name}`;
var provider_utils_dist_symbol = Symbol.for(provider_utils_dist_marker2);
var provider_utils_dist_a, provider_utils_dist_b;
var dist_DownloadError = class extends (provider_utils_dist_b = dist_AISDKError, provider_utils_dist_a = provider_utils_dist_symbol, provider_utils_dist_b) {
  constructor({
    url,
    statusCode,
    statusText,
    cause,
    message = cause == null ? `Failed to download ${url}: ${statusCode} ${statusText}` : `Failed to download ${url}: ${cause}`
  }) {
    super({ name: _ai_sdk_provider_utils_dist_name, message, cause });
    this[provider_utils_dist_a] = true;
    this.url = url;
    this.statusCode = statusCode;
    this.statusText = statusText;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, provider_utils_dist_marker2);
  }
};

// src/is-browser-runtime.ts
function dist_isBrowserRuntime(globalThisAny = globalThis) {
  return globalThisAny.window != null;
}

// src/is-same-origin.ts
function dist_isSameOrigin(url, baseUrl) {
  try {
    return new URL(url).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}

// src/validate-download-url.ts
function dist_validateDownloadUrl(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new dist_DownloadError({
      url,
      message: `Invalid URL: ${url}`
    });
  }
  if (parsed.protocol === "data:") {
    return;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new dist_DownloadError({
      url,
      message: `URL scheme must be http, https, or data, got ${parsed.protocol}`
    });
  }
  const hostname = parsed.hostname.toLowerCase().replace(/\.+$/, "");
  if (!hostname) {
    throw new dist_DownloadError({
      url,
      message: `URL must have a hostname`
    });
  }
  if (hostname === "localhost" || hostname.endsWith(".local") || hostname.endsWith(".localhost")) {
    throw new dist_DownloadError({
      url,
      message: `URL with hostname ${hostname} is not allowed`
    });
  }
  if (hostname.startsWith("[") && hostname.endsWith("]")) {
    const ipv6 = hostname.slice(1, -1);
    if (dist_isPrivateIPv6(ipv6)) {
      throw new dist_DownloadError({
        url,
        message: `URL with IPv6 address ${hostname} is not allowed`
      });
    }
    return;
  }
  if (dist_isIPv4(hostname)) {
    if (dist_isPrivateIPv4(hostname)) {
      throw new dist_DownloadError({
        url,
        message: `URL with IP address ${hostname} is not allowed`
      });
    }
  }
}
function dist_validateDownloadAddress({
  address,
  family,
  hostname
}) {
  const isUnsafe = family === 4 ? !dist_isIPv4(address) || dist_isPrivateIPv4(address) : family === 6 ? dist_isPrivateIPv6(address) : true;
  if (isUnsafe) {
    throw new dist_DownloadError({
      url: hostname,
      message: `Hostname ${hostname} resolved to disallowed IP address ${address}`
    });
  }
}
function dist_isIPv4(hostname) {
  const parts = hostname.split(".");
  if (parts.length !== 4) return false;
  return parts.every((part) => {
    const num = Number(part);
    return Number.isInteger(num) && num >= 0 && num <= 255 && String(num) === part;
  });
}
function dist_isPrivateIPv4(ip) {
  const parts = ip.split(".").map(Number);
  const [a, b, c] = parts;
  if (a === 0) return true;
  if (a === 10) return true;
  if (a === 100 && b >= 64 && b <= 127) return true;
  if (a === 127) return true;
  if (a === 169 && b === 254) return true;
  if (a === 172 && b >= 16 && b <= 31) return true;
  if (a === 192 && b === 0 && c === 0) return true;
  if (a === 192 && b === 0 && c === 2) return true;
  if (a === 192 && b === 168) return true;
  if (a === 198 && (b === 18 || b === 19)) return true;
  if (a === 198 && b === 51 && c === 100) return true;
  if (a === 203 && b === 0 && c === 113) return true;
  if (a >= 224) return true;
  return false;
}
function dist_parseIPv6(ip) {
  let address = ip.toLowerCase();
  const zoneIndex = address.indexOf("%");
  if (zoneIndex !== -1) {
    address = address.slice(0, zoneIndex);
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const toGroups = (segment) => {
    if (segment === "") return [];
    const groups = [];
    const parts = segment.split(":");
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (part.includes(".")) {
        if (i !== parts.length - 1 || !dist_isIPv4(part)) return null;
        const [a, b, c, d] = part.split(".").map(Number);
        groups.push(a << 8 | b, c << 8 | d);
        continue;
      }
      if (!/^[0-9a-f]{1,4}$/.test(part)) return null;
      groups.push(parseInt(part, 16));
    }
    return groups;
  };
  const head = toGroups(halves[0]);
  if (head === null) return null;
  if (halves.length === 2) {
    const tail = toGroups(halves[1]);
    if (tail === null) return null;
    const fill = 8 - head.length - tail.length;
    if (fill < 0) return null;
    return [...head, ...new Array(fill).fill(0), ...tail];
  }
  return head.length === 8 ? head : null;
}
function dist_isPrivateIPv6(ip) {
  const groups = dist_parseIPv6(ip);
  if (groups === null) return true;
  const topZero = (count) => groups.slice(0, count).every((group) => group === 0);
  if (topZero(7) && (groups[7] === 0 || groups[7] === 1)) return true;
  if ((groups[0] & 65024) === 64512) return true;
  if ((groups[0] & 65472) === 65152) return true;
  if ((groups[0] & 65472) === 65216) return true;
  if ((groups[0] & 65280) === 65280) return true;
  if (groups[0] === 8193 && groups[1] === 3512) return true;
  if (groups[0] === 16383 && (groups[1] & 61440) === 0) return true;
  const embedsIPv4 = (
    // ::/96 — IPv4-compatible (deprecated)
    topZero(6) || // ::ffff:0:0/96 — IPv4-mapped (ffff in group 5)
    topZero(5) && groups[5] === 65535 || // ::ffff:0:0/96 — IPv4-translated form (ffff in group 4, group 5 zero)
    topZero(4) && groups[4] === 65535 && groups[5] === 0 || // 64:ff9b::/96 — NAT64 well-known prefix
    groups[0] === 100 && groups[1] === 65435 && groups[2] === 0 && groups[3] === 0 && groups[4] === 0 && groups[5] === 0 || // 64:ff9b:1::/48 — NAT64 local-use prefix
    groups[0] === 100 && groups[1] === 65435 && groups[2] === 1
  );
  if (embedsIPv4) {
    const a = groups[6] >> 8 & 255;
    const b = groups[6] & 255;
    const c = groups[7] >> 8 & 255;
    const d = groups[7] & 255;
    return dist_isPrivateIPv4(`${a}.${b}.${c}.${d}`);
  }
  return false;
}

// src/safe-node-fetch.ts
function dist_createSafeLookup(lookup) {
  return ((hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error);
        return;
      }
      try {
        const [firstAddress] = addresses;
        if (firstAddress == null) {
          throw new Error(`Hostname ${hostname} did not resolve to an address`);
        }
        for (const { address, family } of addresses) {
          dist_validateDownloadAddress({ address, family, hostname });
        }
        if (options.all === true) {
          callback(null, addresses);
        } else {
          callback(
            null,
            firstAddress.address,
            firstAddress.family
          );
        }
      } catch (error2) {
        callback(
          error2 instanceof Error ? error2 : new Error(String(error2))
        );
      }
    });
  });
}
var dist_safeNodeFetchPromise;
function dist_isNodeRuntime() {
  const runtimeProcess = globalThis.process;
  return runtimeProcess?.release?.name === "node" && runtimeProcess.versions?.bun == null && runtimeProcess.versions?.deno == null && runtimeProcess.title !== "workerd" && globalThis.EdgeRuntime == null;
}
async function dist_getDefaultDownloadFetch() {
  if (!dist_isNodeRuntime()) {
    return globalThis.fetch;
  }
  return dist_safeNodeFetchPromise ??= Promise.resolve().then(dist_createSafeNodeFetch);
}
function dist_createSafeNodeFetch() {
  const module = dist_loadBuiltinModule("node:module");
  const { lookup } = dist_loadBuiltinModule("node:dns");
  const nodeRequire = module.createRequire(dist_getCurrentModulePath());
  const { Agent, fetch } = nodeRequire("undici");
  const dispatcher = new Agent({
    connect: {
      lookup: dist_createSafeLookup(lookup)
    }
  });
  return ((input, init) => fetch(
    input,
    {
      ...init,
      dispatcher
    }
  ));
}
function dist_loadBuiltinModule(id) {
  const processWithBuiltins = globalThis.process;
  const builtinModule = processWithBuiltins?.getBuiltinModule?.(id);
  if (builtinModule == null) {
    throw new Error(`Node.js built-in module ${id} is unavailable`);
  }
  return builtinModule;
}
function dist_getCurrentModulePath() {
  const originalPrepareStackTrace = Error.prepareStackTrace;
  try {
    Error.prepareStackTrace = (_error, callSites) => callSites;
    const error = new Error("Capture current module path");
    Error.captureStackTrace(error, dist_getCurrentModulePath);
    const [caller] = error.stack;
    const fileName = caller?.getFileName();
    if (fileName == null) {
      throw new Error("Unable to determine the current module path");
    }
    return fileName;
  } finally {
    Error.prepareStackTrace = originalPrepareStackTrace;
  }
}

// src/sanitize-request-headers.ts
var dist_BLOCKED_REQUEST_HEADERS = (/* unused pure expression or super */ null && ([
  // Hop-by-hop / transport (RFC 7230 §6.1)
  "connection",
  "keep-alive",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  // Host / virtual-host routing
  "host",
  // Proxy / origin spoofing
  "forwarded",
  "proxy-authorization",
  "via",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  // Cloud metadata (GCP, AWS IMDSv1/v2, Azure, Alibaba, DigitalOcean)
  "metadata",
  "metadata-flavor",
  "x-aws-ec2-metadata-token",
  "x-metadata-token",
  // Session / cookie
  "cookie",
  "set-cookie"
]));
function dist_sanitizeRequestHeaders(input) {
  const headers = new Headers(input);
  for (const name3 of dist_BLOCKED_REQUEST_HEADERS) {
    headers.delete(name3);
  }
  return headers;
}

// src/fetch-with-validated-redirects.ts
var dist_MAX_DOWNLOAD_REDIRECTS = 10;
var dist_REDIRECT_STATUS_CODES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
async function dist_getValidatedFetch(customFetch) {
  return customFetch == null || customFetch === globalThis.fetch ? await dist_getDefaultDownloadFetch() : customFetch;
}
async function dist_fetchWithValidatedEndpoint({
  url,
  init,
  fetch: customFetch,
  trustedOrigin,
  redirect = "error"
}) {
  const urlText = url.toString();
  const isTrusted = trustedOrigin !== void 0 && dist_isSameOrigin(urlText, trustedOrigin);
  if (!isTrusted) {
    dist_validateDownloadUrl(urlText);
  }
  const fetch = isTrusted && customFetch != null ? customFetch : isTrusted ? globalThis.fetch : await dist_getValidatedFetch(customFetch);
  return await fetch(url, {
    ...init,
    redirect
  });
}
async function dist_fetchWithValidatedRedirects({
  url,
  headers,
  abortSignal,
  maxRedirects = dist_MAX_DOWNLOAD_REDIRECTS,
  fetch: customFetch,
  trustedOrigin
}) {
  let currentHeaders = headers === void 0 ? void 0 : dist_sanitizeRequestHeaders(headers);
  const perHopInit = (redirect) => {
    const init = { signal: abortSignal, redirect };
    if (currentHeaders !== void 0) {
      init.headers = new Headers(currentHeaders);
    }
    return init;
  };
  let currentUrl = url;
  for (let redirectCount = 0; redirectCount <= maxRedirects; redirectCount++) {
    const isTrustedHop = trustedOrigin !== void 0 && dist_isSameOrigin(currentUrl, trustedOrigin);
    if (!isTrustedHop) {
      dist_validateDownloadUrl(currentUrl);
    }
    const fetch = isTrustedHop && customFetch != null ? customFetch : isTrustedHop ? globalThis.fetch : await dist_getValidatedFetch(customFetch);
    const response = await fetch(currentUrl, perHopInit("manual"));
    if (response.type === "opaqueredirect") {
      if (!dist_isBrowserRuntime()) {
        throw new dist_DownloadError({
          url,
          message: `Redirect from ${currentUrl} could not be validated and was blocked`
        });
      }
      return await fetch(currentUrl, perHopInit("follow"));
    }
    const location = response.headers?.get("location");
    if (dist_REDIRECT_STATUS_CODES.has(response.status) && location) {
      void dist_cancelResponseBody(response);
      const nextUrl = new URL(location, currentUrl).toString();
      if (currentHeaders !== void 0 && !dist_isSameOrigin(nextUrl, currentUrl)) {
        const userAgent = currentHeaders.get("user-agent");
        currentHeaders = new Headers(
          userAgent == null ? void 0 : { "user-agent": userAgent }
        );
      }
      currentUrl = nextUrl;
      continue;
    }
    return response;
  }
  throw new dist_DownloadError({
    url,
    message: `Too many redirects (max ${maxRedirects})`
  });
}

// src/fetch-untrusted-url.ts
var dist_SAFE_UNTRUSTED_FIRST_HOP_HEADERS = /* @__PURE__ */ new Set([
  "accept",
  "accept-language",
  "baggage",
  "cache-control",
  "idempotency-key",
  "if-match",
  "if-modified-since",
  "if-none-match",
  "if-range",
  "if-unmodified-since",
  "pragma",
  "range",
  "traceparent",
  "tracestate",
  "user-agent",
  "x-correlation-id",
  "x-request-id"
]);
async function dist_fetchUntrustedUrl({
  headers,
  credentialedOrigin,
  untrustedFirstHopHeaders,
  ...options
}) {
  let firstHopHeaders;
  if (headers !== void 0) {
    firstHopHeaders = dist_sanitizeRequestHeaders(headers);
    const origin = credentialedOrigin ?? options.trustedOrigin;
    if (origin === void 0 || !dist_isSameOrigin(options.url, origin)) {
      const allowedHeaders = /* @__PURE__ */ new Set([
        ...dist_SAFE_UNTRUSTED_FIRST_HOP_HEADERS,
        ...(untrustedFirstHopHeaders ?? []).map((name3) => name3.toLowerCase())
      ]);
      firstHopHeaders = new Headers(
        [...firstHopHeaders].filter(([name3]) => allowedHeaders.has(name3))
      );
    }
  }
  return dist_fetchWithValidatedRedirects({
    ...options,
    headers: firstHopHeaders
  });
}

// src/read-response-with-size-limit.ts
var dist_DEFAULT_MAX_DOWNLOAD_SIZE = 2 * 1024 * 1024 * 1024;
async function dist_readResponseWithSizeLimit({
  response,
  url,
  maxBytes = dist_DEFAULT_MAX_DOWNLOAD_SIZE
}) {
  const contentLength = response.headers.get("content-length");
  if (contentLength != null) {
    const length = parseInt(contentLength, 10);
    if (!isNaN(length) && length > maxBytes) {
      await dist_cancelResponseBody(response);
      throw new dist_DownloadError({
        url,
        message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes (Content-Length: ${length}).`
      });
    }
  }
  const body = response.body;
  if (body == null) {
    return new Uint8Array(0);
  }
  const reader = body.getReader();
  const chunks = [];
  let totalBytes = 0;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      totalBytes += value.length;
      if (totalBytes > maxBytes) {
        throw new dist_DownloadError({
          url,
          message: `Download of ${url} exceeded maximum size of ${maxBytes} bytes.`
        });
      }
      chunks.push(value);
    }
  } finally {
    try {
      await reader.cancel();
    } catch {
    } finally {
      reader.releaseLock();
    }
  }
  const result = new Uint8Array(totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

// src/download-blob.ts
async function dist_downloadBlob(url, options) {
  try {
    const response = await dist_fetchUntrustedUrl({
      url,
      abortSignal: options?.abortSignal
    });
    if (!response.ok) {
      await dist_cancelResponseBody(response);
      throw new dist_DownloadError({
        url,
        statusCode: response.status,
        statusText: response.statusText
      });
    }
    const data = await dist_readResponseWithSizeLimit({
      response,
      url,
      maxBytes: options?.maxBytes ?? dist_DEFAULT_MAX_DOWNLOAD_SIZE
    });
    const contentType = response.headers.get("content-type") ?? void 0;
    return new Blob([data], contentType ? { type: contentType } : void 0);
  } catch (error) {
    if (dist_DownloadError.isInstance(error)) {
      throw error;
    }
    throw new dist_DownloadError({ url, cause: error });
  }
}

// src/embedding-model-capabilities.ts
var dist_EMBEDDING_MODEL_MAX_INPUT_BYTES_PER_CALL = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for(
  "vercel.ai.embeddingModel.maxInputBytesPerCall"
)));
var dist_EMBEDDING_MODEL_PROVIDER_OPTIONS_TRANSFORMER = /* @__PURE__ */ (/* unused pure expression or super */ null && (Symbol.for(
  "vercel.ai.embeddingModel.providerOptionsTransformer"
)));

// src/extract-lines.ts
function dist_extractLines({
  text,
  startLine,
  endLine
}) {
  if (startLine == null && endLine == null) return text;
  const lineEnding = text.includes("\r\n") ? "\r\n" : text.includes("\n") ? "\n" : text.includes("\r") ? "\r" : "\n";
  const lines = text.split(lineEnding);
  const start = Math.max(1, startLine ?? 1) - 1;
  const end = Math.min(lines.length, endLine ?? lines.length);
  return lines.slice(start, end).join(lineEnding);
}

// src/filter-nullable.ts
function dist_filterNullable(...values) {
  return values.filter((value) => value != null);
}

// src/generate-id.ts

var dist_createIdGenerator = ({
  prefix,
  size = 16,
  alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
  separator = "-"
} = {}) => {
  const generator = () => {
    const alphabetLength = alphabet.length;
    const chars = new Array(size);
    for (let i = 0; i < size; i++) {
      chars[i] = alphabet[Math.random() * alphabetLength | 0];
    }
    return chars.join("");
  };
  if (prefix == null) {
    return generator;
  }
  if (alphabet.includes(separator)) {
    throw new dist_InvalidArgumentError({
      argument: "separator",
      message: `The separator "${separator}" must not be part of the alphabet "${alphabet}".`
    });
  }
  return () => `${prefix}${separator}${generator()}`;
};
var dist_generateId = dist_createIdGenerator();

// src/get-error-message.ts


// src/get-from-api.ts

var dist_getOriginalFetch2 = () => globalThis.fetch;
var dist_getFromApi = async ({
  url,
  headers = {},
  successfulResponseHandler,
  failedResponseHandler,
  abortSignal,
  fetch,
  validateUrl,
  credentialedOrigin,
  trustedOrigin
}) => {
  try {
    const requestFetch = fetch ?? dist_getOriginalFetch2();
    const outgoingHeaders = credentialedOrigin !== void 0 && !dist_isSameOrigin(url, credentialedOrigin) ? {} : headers;
    const requestHeaders = dist_withUserAgentSuffix(
      outgoingHeaders,
      `ai-sdk-provider-utils/${dist_VERSION}`,
      dist_getRuntimeEnvironmentUserAgent()
    );
    const response = validateUrl ? await dist_fetchWithValidatedRedirects({
      url,
      headers: requestHeaders,
      abortSignal,
      fetch,
      trustedOrigin
    }) : await requestFetch(url, {
      method: "GET",
      headers: requestHeaders,
      signal: abortSignal
    });
    const responseHeaders = dist_extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: {}
        });
      } catch (error) {
        if (dist_isAbortError(error) || APICallError3.isInstance(error)) {
          throw error;
        }
        throw new APICallError3({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: {}
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: {}
      });
    } catch (error) {
      if (error instanceof Error) {
        if (dist_isAbortError(error) || APICallError3.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError3({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: {}
      });
    }
  } catch (error) {
    throw dist_handleFetchError({ error, url, requestBodyValues: {} });
  }
};

// src/inject-json-instruction.ts
var dist_DEFAULT_SCHEMA_PREFIX = "JSON schema:";
var dist_DEFAULT_SCHEMA_SUFFIX = "You MUST answer with a JSON object that matches the JSON schema above.";
var dist_DEFAULT_GENERIC_SUFFIX = "You MUST answer with JSON.";
function dist_injectJsonInstruction({
  prompt,
  schema,
  schemaPrefix = schema != null ? dist_DEFAULT_SCHEMA_PREFIX : void 0,
  schemaSuffix = schema != null ? dist_DEFAULT_SCHEMA_SUFFIX : dist_DEFAULT_GENERIC_SUFFIX
}) {
  return [
    prompt != null && prompt.length > 0 ? prompt : void 0,
    prompt != null && prompt.length > 0 ? "" : void 0,
    // add a newline if prompt is not null
    schemaPrefix,
    schema != null ? JSON.stringify(schema) : void 0,
    schemaSuffix
  ].filter((line) => line != null).join("\n");
}
function dist_injectJsonInstructionIntoMessages({
  messages,
  schema,
  schemaPrefix,
  schemaSuffix
}) {
  const systemMessage = messages[0]?.role === "system" ? { ...messages[0] } : { role: "system", content: "" };
  systemMessage.content = dist_injectJsonInstruction({
    prompt: systemMessage.content,
    schema,
    schemaPrefix,
    schemaSuffix
  });
  return [
    systemMessage,
    ...messages[0]?.role === "system" ? messages.slice(1) : messages
  ];
}

// src/is-buffer.ts
function dist_isBuffer(value) {
  return globalThis.Buffer?.isBuffer(value) ?? false;
}

// src/is-non-nullable.ts
function dist_isNonNullable(value) {
  return value != null;
}

// src/is-provider-reference.ts
function dist_isProviderReference(data) {
  return typeof data === "object" && data !== null && !(data instanceof Uint8Array) && !(data instanceof URL) && !(data instanceof ArrayBuffer) && !dist_isBuffer(data) && !("type" in data);
}

// src/is-record.ts
function dist_isRecord(value) {
  return value != null && typeof value === "object" && !Array.isArray(value);
}

// src/is-url-supported.ts
function dist_isUrlSupported({
  mediaType,
  url,
  supportedUrls
}) {
  url = url.toLowerCase();
  mediaType = mediaType.toLowerCase();
  const isTopLevelOnly = !mediaType.includes("/");
  return Object.entries(supportedUrls).map(([key, value]) => {
    const mediaType2 = key.toLowerCase();
    return mediaType2 === "*" || mediaType2 === "*/*" ? { mediaTypePrefix: "", regexes: value } : { mediaTypePrefix: mediaType2.replace(/\*/, ""), regexes: value };
  }).filter(({ mediaTypePrefix }) => {
    if (mediaTypePrefix === "") {
      return true;
    }
    if (isTopLevelOnly) {
      return `${mediaType}/` === mediaTypePrefix;
    }
    return mediaTypePrefix.endsWith("/") ? mediaType.startsWith(mediaTypePrefix) : mediaType === mediaTypePrefix;
  }).flatMap(({ regexes }) => regexes).some((pattern) => dist_testRegExpFromStart(pattern, url));
}
function dist_testRegExpFromStart(pattern, value) {
  if (!pattern.global && !pattern.sticky) {
    return pattern.test(value);
  }
  const lastIndex = pattern.lastIndex;
  pattern.lastIndex = 0;
  try {
    return pattern.test(value);
  } finally {
    pattern.lastIndex = lastIndex;
  }
}

// src/load-api-key.ts

function dist_loadApiKey({
  apiKey,
  environmentVariableName,
  apiKeyParameterName = "apiKey",
  description
}) {
  if (typeof apiKey === "string") {
    return apiKey;
  }
  if (apiKey != null) {
    throw new LoadAPIKeyError({
      message: `${description} API key must be a string.`
    });
  }
  if (typeof process === "undefined") {
    throw new LoadAPIKeyError({
      message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter. Environment variables are not supported in this environment.`
    });
  }
  apiKey = process.env[environmentVariableName];
  if (apiKey == null) {
    throw new LoadAPIKeyError({
      message: `${description} API key is missing. Pass it using the '${apiKeyParameterName}' parameter or the ${environmentVariableName} environment variable.`
    });
  }
  if (typeof apiKey !== "string") {
    throw new LoadAPIKeyError({
      message: `${description} API key must be a string. The value of the ${environmentVariableName} environment variable is not a string.`
    });
  }
  return apiKey;
}

// src/load-optional-setting.ts
function dist_loadOptionalSetting({
  settingValue,
  environmentVariableName
}) {
  if (typeof settingValue === "string") {
    return settingValue;
  }
  if (settingValue != null || typeof process === "undefined") {
    return void 0;
  }
  settingValue = process.env[environmentVariableName];
  if (settingValue == null || typeof settingValue !== "string") {
    return void 0;
  }
  return settingValue;
}

// src/load-setting.ts

function dist_loadSetting({
  settingValue,
  environmentVariableName,
  settingName,
  description
}) {
  if (typeof settingValue === "string") {
    return settingValue;
  }
  if (settingValue != null) {
    throw new LoadSettingError({
      message: `${description} setting must be a string.`
    });
  }
  if (typeof process === "undefined") {
    throw new LoadSettingError({
      message: `${description} setting is missing. Pass it using the '${settingName}' parameter. Environment variables are not supported in this environment.`
    });
  }
  settingValue = process.env[environmentVariableName];
  if (settingValue == null) {
    throw new LoadSettingError({
      message: `${description} setting is missing. Pass it using the '${settingName}' parameter or the ${environmentVariableName} environment variable.`
    });
  }
  if (typeof settingValue !== "string") {
    throw new LoadSettingError({
      message: `${description} setting must be a string. The value of the ${environmentVariableName} environment variable is not a string.`
    });
  }
  return settingValue;
}

// src/map-reasoning-to-provider.ts
function dist_isCustomReasoning(reasoning) {
  return reasoning !== void 0 && reasoning !== "provider-default";
}
function dist_mapReasoningToProviderEffort({
  reasoning,
  effortMap,
  warnings
}) {
  const mapped = effortMap[reasoning];
  if (mapped == null) {
    warnings.push({
      type: "unsupported",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not supported by this model.`
    });
    return void 0;
  }
  if (mapped !== reasoning) {
    warnings.push({
      type: "compatibility",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not directly supported by this model. mapped to effort "${mapped}".`
    });
  }
  return mapped;
}
var dist_DEFAULT_REASONING_BUDGET_PERCENTAGES = {
  minimal: 0.02,
  low: 0.1,
  medium: 0.3,
  high: 0.6,
  xhigh: 0.9
};
function dist_mapReasoningToProviderBudget({
  reasoning,
  maxOutputTokens,
  maxReasoningBudget,
  minReasoningBudget = 1024,
  budgetPercentages = dist_DEFAULT_REASONING_BUDGET_PERCENTAGES,
  warnings
}) {
  const pct = budgetPercentages[reasoning];
  if (pct == null) {
    warnings.push({
      type: "unsupported",
      feature: "reasoning",
      details: `reasoning "${reasoning}" is not supported by this model.`
    });
    return void 0;
  }
  return Math.min(
    maxReasoningBudget,
    Math.max(minReasoningBudget, Math.round(maxOutputTokens * pct))
  );
}

// src/media-type-to-extension.ts
function dist_mediaTypeToExtension(mediaType) {
  const [_type, subtype = ""] = mediaType.toLowerCase().split("/");
  return {
    mpeg: "mp3",
    "x-wav": "wav",
    opus: "ogg",
    mp4: "m4a",
    "x-m4a": "m4a"
  }[subtype] ?? subtype;
}

// src/normalize-batch-request-counts.ts
function dist_normalizeBatchRequestCounts({
  total,
  pending,
  completed,
  failed
}) {
  if (dist_isNonNegativeSafeInteger(total) && dist_isNonNegativeSafeInteger(pending) && dist_isNonNegativeSafeInteger(completed) && dist_isNonNegativeSafeInteger(failed) && pending + completed + failed === total) {
    return {
      total,
      pending,
      completed,
      failed
    };
  }
}
function dist_isNonNegativeSafeInteger(value) {
  return value != null && Number.isSafeInteger(value) && value >= 0;
}

// src/parse-json.ts


// src/secure-json-parse.ts
var dist_suspectProtoRx = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
var dist_suspectConstructorRx = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;
function dist_parse(text) {
  const obj = JSON.parse(text);
  if (obj === null || typeof obj !== "object") {
    return obj;
  }
  if (dist_suspectProtoRx.test(text) === false && dist_suspectConstructorRx.test(text) === false) {
    return obj;
  }
  return dist_filter(obj);
}
function dist_filter(obj) {
  let next = [obj];
  while (next.length) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (Object.prototype.hasOwnProperty.call(node, "__proto__")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      if (Object.prototype.hasOwnProperty.call(node, "constructor") && node.constructor !== null && typeof node.constructor === "object" && Object.prototype.hasOwnProperty.call(node.constructor, "prototype")) {
        throw new SyntaxError("Object contains forbidden prototype property");
      }
      for (const key in node) {
        const value = node[key];
        if (value && typeof value === "object") {
          next.push(value);
        }
      }
    }
  }
  return obj;
}
function dist_secureJsonParse(text) {
  const { stackTraceLimit } = Error;
  try {
    Error.stackTraceLimit = 0;
  } catch {
    return dist_parse(text);
  }
  try {
    return dist_parse(text);
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

// src/validate-types.ts


// src/schema.ts




// src/add-additional-properties-to-json-schema.ts
function dist_addAdditionalPropertiesToJsonSchema(jsonSchema2) {
  if (jsonSchema2.type === "object" || Array.isArray(jsonSchema2.type) && jsonSchema2.type.includes("object")) {
    const { additionalProperties } = jsonSchema2;
    jsonSchema2.additionalProperties = additionalProperties != null && typeof additionalProperties !== "boolean" ? dist_visit(additionalProperties) : false;
    const { properties } = jsonSchema2;
    if (properties != null) {
      for (const key of Object.keys(properties)) {
        properties[key] = dist_visit(properties[key]);
      }
    }
  }
  if (jsonSchema2.items != null) {
    jsonSchema2.items = Array.isArray(jsonSchema2.items) ? jsonSchema2.items.map(dist_visit) : dist_visit(jsonSchema2.items);
  }
  if (jsonSchema2.anyOf != null) {
    jsonSchema2.anyOf = jsonSchema2.anyOf.map(dist_visit);
  }
  if (jsonSchema2.allOf != null) {
    jsonSchema2.allOf = jsonSchema2.allOf.map(dist_visit);
  }
  if (jsonSchema2.oneOf != null) {
    jsonSchema2.oneOf = jsonSchema2.oneOf.map(dist_visit);
  }
  const { definitions } = jsonSchema2;
  if (definitions != null) {
    for (const key of Object.keys(definitions)) {
      definitions[key] = dist_visit(definitions[key]);
    }
  }
  return jsonSchema2;
}
function dist_visit(def) {
  if (typeof def === "boolean") return def;
  return dist_addAdditionalPropertiesToJsonSchema(def);
}

// src/to-json-schema/zod3-to-json-schema/options.ts
var dist_ignoreOverride = /* @__PURE__ */ Symbol(
  "Let zodToJsonSchema decide on which parser to use"
);
var dist_defaultOptions = {
  name: void 0,
  $refStrategy: "root",
  basePath: ["#"],
  effectStrategy: "input",
  pipeStrategy: "all",
  dateStrategy: "format:date-time",
  mapStrategy: "entries",
  removeAdditionalStrategy: "passthrough",
  allowedAdditionalProperties: true,
  rejectedAdditionalProperties: false,
  definitionPath: "definitions",
  strictUnions: false,
  definitions: {},
  errorMessages: false,
  patternStrategy: "escape",
  applyRegexFlags: false,
  emailStrategy: "format:email",
  base64Strategy: "contentEncoding:base64",
  nameStrategy: "ref"
};
var dist_getDefaultOptions = (options) => typeof options === "string" ? {
  ...dist_defaultOptions,
  name: options
} : {
  ...dist_defaultOptions,
  ...options
};

// src/to-json-schema/zod3-to-json-schema/parsers/any.ts
function dist_parseAnyDef() {
  return {};
}

// src/to-json-schema/zod3-to-json-schema/parsers/array.ts
function dist_parseArrayDef(def, refs) {
  const res = {
    type: "array"
  };
  if (def.type?._def && def.type?._def?.typeName !== "ZodAny") {
    res.items = dist_parseDef(def.type._def, {
      ...refs,
      currentPath: [...refs.currentPath, "items"]
    });
  }
  if (def.minLength) {
    res.minItems = def.minLength.value;
  }
  if (def.maxLength) {
    res.maxItems = def.maxLength.value;
  }
  if (def.exactLength) {
    res.minItems = def.exactLength.value;
    res.maxItems = def.exactLength.value;
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/bigint.ts
function dist_parseBigintDef(def) {
  const res = {
    type: "integer",
    format: "int64"
  };
  if (!def.checks) return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        if (check.inclusive) {
          res.minimum = check.value;
        } else {
          res.exclusiveMinimum = check.value;
        }
        break;
      case "max":
        if (check.inclusive) {
          res.maximum = check.value;
        } else {
          res.exclusiveMaximum = check.value;
        }
        break;
      case "multipleOf":
        res.multipleOf = check.value;
        break;
    }
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/boolean.ts
function dist_parseBooleanDef() {
  return { type: "boolean" };
}

// src/to-json-schema/zod3-to-json-schema/parsers/branded.ts
function dist_parseBrandedDef(_def, refs) {
  return dist_parseDef(_def.type._def, refs);
}

// src/to-json-schema/zod3-to-json-schema/parsers/catch.ts
var dist_parseCatchDef = (def, refs) => {
  return dist_parseDef(def.innerType._def, refs);
};

// src/to-json-schema/zod3-to-json-schema/parsers/date.ts
function dist_parseDateDef(def, refs, overrideDateStrategy) {
  const strategy = overrideDateStrategy ?? refs.dateStrategy;
  if (Array.isArray(strategy)) {
    return {
      anyOf: strategy.map((item) => dist_parseDateDef(def, refs, item))
    };
  }
  switch (strategy) {
    case "string":
    case "format:date-time":
      return {
        type: "string",
        format: "date-time"
      };
    case "format:date":
      return {
        type: "string",
        format: "date"
      };
    case "integer":
      return dist_integerDateParser(def);
  }
}
var dist_integerDateParser = (def) => {
  const res = {
    type: "integer",
    format: "unix-time"
  };
  for (const check of def.checks) {
    switch (check.kind) {
      case "min":
        res.minimum = check.value;
        break;
      case "max":
        res.maximum = check.value;
        break;
    }
  }
  return res;
};

// src/to-json-schema/zod3-to-json-schema/parsers/default.ts
function dist_parseDefaultDef(_def, refs) {
  return {
    ...dist_parseDef(_def.innerType._def, refs),
    default: _def.defaultValue()
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/effects.ts
function dist_parseEffectsDef(_def, refs) {
  return refs.effectStrategy === "input" ? dist_parseDef(_def.schema._def, refs) : dist_parseAnyDef();
}

// src/to-json-schema/zod3-to-json-schema/parsers/enum.ts
function dist_parseEnumDef(def) {
  return {
    type: "string",
    enum: Array.from(def.values)
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/intersection.ts
var dist_isJsonSchema7AllOfType = (type) => {
  if ("type" in type && type.type === "string") return false;
  return "allOf" in type;
};
function dist_parseIntersectionDef(def, refs) {
  const allOf = [
    dist_parseDef(def.left._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "0"]
    }),
    dist_parseDef(def.right._def, {
      ...refs,
      currentPath: [...refs.currentPath, "allOf", "1"]
    })
  ].filter((x) => !!x);
  const mergedAllOf = [];
  allOf.forEach((schema) => {
    if (dist_isJsonSchema7AllOfType(schema)) {
      mergedAllOf.push(...schema.allOf);
    } else {
      let nestedSchema = schema;
      if ("additionalProperties" in schema && schema.additionalProperties === false) {
        const { additionalProperties: _additionalProperties, ...rest } = schema;
        nestedSchema = rest;
      }
      mergedAllOf.push(nestedSchema);
    }
  });
  return mergedAllOf.length ? { allOf: mergedAllOf } : void 0;
}

// src/to-json-schema/zod3-to-json-schema/parsers/literal.ts
function dist_parseLiteralDef(def) {
  const parsedType = typeof def.value;
  if (parsedType !== "bigint" && parsedType !== "number" && parsedType !== "boolean" && parsedType !== "string") {
    return {
      type: Array.isArray(def.value) ? "array" : "object"
    };
  }
  return {
    type: parsedType === "bigint" ? "integer" : parsedType,
    const: def.value
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/string.ts
var dist_emojiRegex = void 0;
var dist_zodPatterns = {
  /**
   * `c` was changed to `[cC]` to replicate /i flag
   */
  cuid: /^[cC][^\s-]{8,}$/,
  cuid2: /^[0-9a-z]+$/,
  ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/,
  /**
   * `a-z` was added to replicate /i flag
   */
  email: /^(?!\.)(?!.*\.\.)([a-zA-Z0-9_'+\-.]*)[a-zA-Z0-9_+-]@([a-zA-Z0-9][a-zA-Z0-9-]*\.)+[a-zA-Z]{2,}$/,
  /**
   * Constructed a valid Unicode RegExp
   *
   * Lazily instantiate since this type of regex isn't supported
   * in all envs (e.g. React Native).
   *
   * See:
   * https://github.com/colinhacks/zod/issues/2433
   * Fix in Zod:
   * https://github.com/colinhacks/zod/commit/9340fd51e48576a75adc919bff65dbc4a5d4c99b
   */
  emoji: () => {
    if (dist_emojiRegex === void 0) {
      dist_emojiRegex = RegExp(
        "^(\\p{Extended_Pictographic}|\\p{Emoji_Component})+$",
        "u"
      );
    }
    return dist_emojiRegex;
  },
  /**
   * Unused
   */
  uuid: /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/,
  /**
   * Unused
   */
  ipv4: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
  ipv4Cidr: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/(3[0-2]|[12]?[0-9])$/,
  /**
   * Unused
   */
  ipv6: /^(([a-f0-9]{1,4}:){7}|::([a-f0-9]{1,4}:){0,6}|([a-f0-9]{1,4}:){1}:([a-f0-9]{1,4}:){0,5}|([a-f0-9]{1,4}:){2}:([a-f0-9]{1,4}:){0,4}|([a-f0-9]{1,4}:){3}:([a-f0-9]{1,4}:){0,3}|([a-f0-9]{1,4}:){4}:([a-f0-9]{1,4}:){0,2}|([a-f0-9]{1,4}:){5}:([a-f0-9]{1,4}:){0,1})([a-f0-9]{1,4}|(((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2}))\.){3}((25[0-5])|(2[0-4][0-9])|(1[0-9]{2})|([0-9]{1,2})))$/,
  ipv6Cidr: /^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/,
  base64: /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/,
  base64url: /^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$/,
  nanoid: /^[a-zA-Z0-9_-]{21}$/,
  jwt: /^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$/
};
function dist_parseStringDef(def, refs) {
  const res = {
    type: "string"
  };
  if (def.checks) {
    for (const check of def.checks) {
      switch (check.kind) {
        case "min":
          res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
          break;
        case "max":
          res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
          break;
        case "email":
          switch (refs.emailStrategy) {
            case "format:email":
              dist_addFormat(res, "email", check.message, refs);
              break;
            case "format:idn-email":
              dist_addFormat(res, "idn-email", check.message, refs);
              break;
            case "pattern:zod":
              dist_addPattern(res, dist_zodPatterns.email, check.message, refs);
              break;
          }
          break;
        case "url":
          dist_addFormat(res, "uri", check.message, refs);
          break;
        case "uuid":
          dist_addFormat(res, "uuid", check.message, refs);
          break;
        case "regex":
          dist_addPattern(res, check.regex, check.message, refs);
          break;
        case "cuid":
          dist_addPattern(res, dist_zodPatterns.cuid, check.message, refs);
          break;
        case "cuid2":
          dist_addPattern(res, dist_zodPatterns.cuid2, check.message, refs);
          break;
        case "startsWith":
          dist_addPattern(
            res,
            RegExp(`^${dist_escapeLiteralCheckValue(check.value, refs)}`),
            check.message,
            refs
          );
          break;
        case "endsWith":
          dist_addPattern(
            res,
            RegExp(`${dist_escapeLiteralCheckValue(check.value, refs)}$`),
            check.message,
            refs
          );
          break;
        case "datetime":
          dist_addFormat(res, "date-time", check.message, refs);
          break;
        case "date":
          dist_addFormat(res, "date", check.message, refs);
          break;
        case "time":
          dist_addFormat(res, "time", check.message, refs);
          break;
        case "duration":
          dist_addFormat(res, "duration", check.message, refs);
          break;
        case "length":
          res.minLength = typeof res.minLength === "number" ? Math.max(res.minLength, check.value) : check.value;
          res.maxLength = typeof res.maxLength === "number" ? Math.min(res.maxLength, check.value) : check.value;
          break;
        case "includes": {
          dist_addPattern(
            res,
            RegExp(dist_escapeLiteralCheckValue(check.value, refs)),
            check.message,
            refs
          );
          break;
        }
        case "ip": {
          if (check.version !== "v6") {
            dist_addFormat(res, "ipv4", check.message, refs);
          }
          if (check.version !== "v4") {
            dist_addFormat(res, "ipv6", check.message, refs);
          }
          break;
        }
        case "base64url":
          dist_addPattern(res, dist_zodPatterns.base64url, check.message, refs);
          break;
        case "jwt":
          dist_addPattern(res, dist_zodPatterns.jwt, check.message, refs);
          break;
        case "cidr": {
          if (check.version !== "v6") {
            dist_addPattern(res, dist_zodPatterns.ipv4Cidr, check.message, refs);
          }
          if (check.version !== "v4") {
            dist_addPattern(res, dist_zodPatterns.ipv6Cidr, check.message, refs);
          }
          break;
        }
        case "emoji":
          dist_addPattern(res, dist_zodPatterns.emoji(), check.message, refs);
          break;
        case "ulid": {
          dist_addPattern(res, dist_zodPatterns.ulid, check.message, refs);
          break;
        }
        case "base64": {
          switch (refs.base64Strategy) {
            case "format:binary": {
              dist_addFormat(res, "binary", check.message, refs);
              break;
            }
            case "contentEncoding:base64": {
              res.contentEncoding = "base64";
              break;
            }
            case "pattern:zod": {
              dist_addPattern(res, dist_zodPatterns.base64, check.message, refs);
              break;
            }
          }
          break;
        }
        case "nanoid": {
          dist_addPattern(res, dist_zodPatterns.nanoid, check.message, refs);
        }
        case "toLowerCase":
        case "toUpperCase":
        case "trim":
          break;
        default:
          /* @__PURE__ */ ((_) => {
          })(check);
      }
    }
  }
  return res;
}
function dist_escapeLiteralCheckValue(literal, refs) {
  return refs.patternStrategy === "escape" ? dist_escapeNonAlphaNumeric(literal) : literal;
}
var dist_ALPHA_NUMERIC = new Set(
  "ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789"
);
function dist_escapeNonAlphaNumeric(source) {
  let result = "";
  for (let i = 0; i < source.length; i++) {
    if (!dist_ALPHA_NUMERIC.has(source[i])) {
      result += "\\";
    }
    result += source[i];
  }
  return result;
}
function dist_addFormat(schema, value, message, refs) {
  if (schema.format || schema.anyOf?.some((x) => x.format)) {
    if (!schema.anyOf) {
      schema.anyOf = [];
    }
    if (schema.format) {
      schema.anyOf.push({
        format: schema.format
      });
      delete schema.format;
    }
    schema.anyOf.push({
      format: value,
      ...message && refs.errorMessages && { errorMessage: { format: message } }
    });
  } else {
    schema.format = value;
  }
}
function dist_addPattern(schema, regex, message, refs) {
  if (schema.pattern || schema.allOf?.some((x) => x.pattern)) {
    if (!schema.allOf) {
      schema.allOf = [];
    }
    if (schema.pattern) {
      schema.allOf.push({
        pattern: schema.pattern
      });
      delete schema.pattern;
    }
    schema.allOf.push({
      pattern: dist_stringifyRegExpWithFlags(regex, refs),
      ...message && refs.errorMessages && { errorMessage: { pattern: message } }
    });
  } else {
    schema.pattern = dist_stringifyRegExpWithFlags(regex, refs);
  }
}
function dist_stringifyRegExpWithFlags(regex, refs) {
  if (!refs.applyRegexFlags || !regex.flags) {
    return regex.source;
  }
  const flags = {
    i: regex.flags.includes("i"),
    // Case-insensitive
    m: regex.flags.includes("m"),
    // `^` and `$` matches adjacent to newline characters
    s: regex.flags.includes("s")
    // `.` matches newlines
  };
  const source = flags.i ? regex.source.toLowerCase() : regex.source;
  let pattern = "";
  let isEscaped = false;
  let inCharGroup = false;
  let inCharRange = false;
  for (let i = 0; i < source.length; i++) {
    if (isEscaped) {
      pattern += source[i];
      isEscaped = false;
      continue;
    }
    if (flags.i) {
      if (inCharGroup) {
        if (source[i].match(/[a-z]/)) {
          if (inCharRange) {
            pattern += source[i];
            pattern += `${source[i - 2]}-${source[i]}`.toUpperCase();
            inCharRange = false;
          } else if (source[i + 1] === "-" && source[i + 2]?.match(/[a-z]/)) {
            pattern += source[i];
            inCharRange = true;
          } else {
            pattern += `${source[i]}${source[i].toUpperCase()}`;
          }
          continue;
        }
      } else if (source[i].match(/[a-z]/)) {
        pattern += `[${source[i]}${source[i].toUpperCase()}]`;
        continue;
      }
    }
    if (flags.m) {
      if (source[i] === "^") {
        pattern += `(^|(?<=[\r
]))`;
        continue;
      } else if (source[i] === "$") {
        pattern += `($|(?=[\r
]))`;
        continue;
      }
    }
    if (flags.s && source[i] === ".") {
      pattern += inCharGroup ? `${source[i]}\r
` : `[${source[i]}\r
]`;
      continue;
    }
    pattern += source[i];
    if (source[i] === "\\") {
      isEscaped = true;
    } else if (inCharGroup && source[i] === "]") {
      inCharGroup = false;
    } else if (!inCharGroup && source[i] === "[") {
      inCharGroup = true;
    }
  }
  try {
    new RegExp(pattern);
  } catch {
    console.warn(
      `Could not convert regex pattern at ${refs.currentPath.join(
        "/"
      )} to a flag-independent form! Falling back to the flag-ignorant source`
    );
    return regex.source;
  }
  return pattern;
}

// src/to-json-schema/zod3-to-json-schema/parsers/record.ts
function dist_parseRecordDef(def, refs) {
  const schema = {
    type: "object",
    additionalProperties: dist_parseDef(def.valueType._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    }) ?? refs.allowedAdditionalProperties
  };
  if (def.keyType?._def.typeName === "ZodString" && def.keyType._def.checks?.length) {
    const { type: _type, ...keyType } = dist_parseStringDef(def.keyType._def, refs);
    return {
      ...schema,
      propertyNames: keyType
    };
  } else if (def.keyType?._def.typeName === "ZodEnum") {
    return {
      ...schema,
      propertyNames: {
        enum: def.keyType._def.values
      }
    };
  } else if (def.keyType?._def.typeName === "ZodBranded" && def.keyType._def.type._def.typeName === "ZodString" && def.keyType._def.type._def.checks?.length) {
    const { type: _type, ...keyType } = dist_parseBrandedDef(
      def.keyType._def,
      refs
    );
    return {
      ...schema,
      propertyNames: keyType
    };
  }
  return schema;
}

// src/to-json-schema/zod3-to-json-schema/parsers/map.ts
function dist_parseMapDef(def, refs) {
  if (refs.mapStrategy === "record") {
    return dist_parseRecordDef(def, refs);
  }
  const keys = dist_parseDef(def.keyType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "0"]
  }) || dist_parseAnyDef();
  const values = dist_parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items", "items", "1"]
  }) || dist_parseAnyDef();
  return {
    type: "array",
    maxItems: 125,
    items: {
      type: "array",
      items: [keys, values],
      minItems: 2,
      maxItems: 2
    }
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/native-enum.ts
function dist_parseNativeEnumDef(def) {
  const object = def.values;
  const actualKeys = Object.keys(def.values).filter((key) => {
    return typeof object[object[key]] !== "number";
  });
  const actualValues = actualKeys.map((key) => object[key]);
  const parsedTypes = Array.from(
    new Set(actualValues.map((values) => typeof values))
  );
  return {
    type: parsedTypes.length === 1 ? parsedTypes[0] === "string" ? "string" : "number" : ["string", "number"],
    enum: actualValues
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/never.ts
function dist_parseNeverDef() {
  return { not: dist_parseAnyDef() };
}

// src/to-json-schema/zod3-to-json-schema/parsers/null.ts
function dist_parseNullDef() {
  return {
    type: "null"
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/union.ts
var dist_primitiveMappings = {
  ZodString: "string",
  ZodNumber: "number",
  ZodBigInt: "integer",
  ZodBoolean: "boolean",
  ZodNull: "null"
};
function dist_parseUnionDef(def, refs) {
  const options = def.options instanceof Map ? Array.from(def.options.values()) : def.options;
  if (options.every(
    (x) => x._def.typeName in dist_primitiveMappings && (!x._def.checks || !x._def.checks.length)
  )) {
    const types = options.reduce((types2, x) => {
      const type = dist_primitiveMappings[x._def.typeName];
      return type && !types2.includes(type) ? [...types2, type] : types2;
    }, []);
    return {
      type: types.length > 1 ? types : types[0]
    };
  } else if (options.every((x) => x._def.typeName === "ZodLiteral" && !x.description)) {
    const types = options.reduce(
      (acc, x) => {
        const type = typeof x._def.value;
        switch (type) {
          case "string":
          case "number":
          case "boolean":
            return [...acc, type];
          case "bigint":
            return [...acc, "integer"];
          case "object":
            if (x._def.value === null) return [...acc, "null"];
          case "symbol":
          case "undefined":
          case "function":
          default:
            return acc;
        }
      },
      []
    );
    if (types.length === options.length) {
      const uniqueTypes = types.filter((x, i, a) => a.indexOf(x) === i);
      return {
        type: uniqueTypes.length > 1 ? uniqueTypes : uniqueTypes[0],
        enum: options.reduce(
          (acc, x) => {
            return acc.includes(x._def.value) ? acc : [...acc, x._def.value];
          },
          []
        )
      };
    }
  } else if (options.every((x) => x._def.typeName === "ZodEnum")) {
    return {
      type: "string",
      enum: options.reduce(
        (acc, x) => [
          ...acc,
          ...x._def.values.filter((x2) => !acc.includes(x2))
        ],
        []
      )
    };
  }
  return dist_asAnyOf(def, refs);
}
var dist_asAnyOf = (def, refs) => {
  const anyOf = (def.options instanceof Map ? Array.from(def.options.values()) : def.options).map(
    (x, i) => dist_parseDef(x._def, {
      ...refs,
      currentPath: [...refs.currentPath, "anyOf", `${i}`]
    })
  ).filter(
    (x) => !!x && (!refs.strictUnions || typeof x === "object" && Object.keys(x).length > 0)
  );
  return anyOf.length ? { anyOf } : void 0;
};

// src/to-json-schema/zod3-to-json-schema/parsers/nullable.ts
function dist_parseNullableDef(def, refs) {
  if (["ZodString", "ZodNumber", "ZodBigInt", "ZodBoolean", "ZodNull"].includes(
    def.innerType._def.typeName
  ) && (!def.innerType._def.checks || !def.innerType._def.checks.length)) {
    return {
      type: [
        dist_primitiveMappings[def.innerType._def.typeName],
        "null"
      ]
    };
  }
  const base = dist_parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "0"]
  });
  return base && { anyOf: [base, { type: "null" }] };
}

// src/to-json-schema/zod3-to-json-schema/parsers/number.ts
function dist_parseNumberDef(def) {
  const res = {
    type: "number"
  };
  if (!def.checks) return res;
  for (const check of def.checks) {
    switch (check.kind) {
      case "int":
        res.type = "integer";
        break;
      case "min":
        if (check.inclusive) {
          res.minimum = check.value;
        } else {
          res.exclusiveMinimum = check.value;
        }
        break;
      case "max":
        if (check.inclusive) {
          res.maximum = check.value;
        } else {
          res.exclusiveMaximum = check.value;
        }
        break;
      case "multipleOf":
        res.multipleOf = check.value;
        break;
    }
  }
  return res;
}

// src/to-json-schema/zod3-to-json-schema/parsers/object.ts
function dist_parseObjectDef(def, refs) {
  const result = {
    type: "object",
    properties: {}
  };
  const required = [];
  const shape = def.shape();
  for (const propName in shape) {
    let propDef = shape[propName];
    if (propDef === void 0 || propDef._def === void 0) {
      continue;
    }
    const propOptional = dist_safeIsOptional(propDef);
    const parsedDef = dist_parseDef(propDef._def, {
      ...refs,
      currentPath: [...refs.currentPath, "properties", propName],
      propertyPath: [...refs.currentPath, "properties", propName]
    });
    if (parsedDef === void 0) {
      continue;
    }
    result.properties[propName] = parsedDef;
    if (!propOptional) {
      required.push(propName);
    }
  }
  if (required.length) {
    result.required = required;
  }
  const additionalProperties = dist_decideAdditionalProperties(def, refs);
  if (additionalProperties !== void 0) {
    result.additionalProperties = additionalProperties;
  }
  return result;
}
function dist_decideAdditionalProperties(def, refs) {
  if (def.catchall._def.typeName !== "ZodNever") {
    return dist_parseDef(def.catchall._def, {
      ...refs,
      currentPath: [...refs.currentPath, "additionalProperties"]
    });
  }
  switch (def.unknownKeys) {
    case "passthrough":
      return refs.allowedAdditionalProperties;
    case "strict":
      return refs.rejectedAdditionalProperties;
    case "strip":
      return refs.removeAdditionalStrategy === "strict" ? refs.allowedAdditionalProperties : refs.rejectedAdditionalProperties;
  }
}
function dist_safeIsOptional(schema) {
  try {
    return schema.isOptional();
  } catch {
    return true;
  }
}

// src/to-json-schema/zod3-to-json-schema/parsers/optional.ts
var dist_parseOptionalDef = (def, refs) => {
  if (refs.currentPath.toString() === refs.propertyPath?.toString()) {
    return dist_parseDef(def.innerType._def, refs);
  }
  const innerSchema = dist_parseDef(def.innerType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "anyOf", "1"]
  });
  return innerSchema ? { anyOf: [{ not: dist_parseAnyDef() }, innerSchema] } : dist_parseAnyDef();
};

// src/to-json-schema/zod3-to-json-schema/parsers/pipeline.ts
var dist_parsePipelineDef = (def, refs) => {
  if (refs.pipeStrategy === "input") {
    return dist_parseDef(def.in._def, refs);
  } else if (refs.pipeStrategy === "output") {
    return dist_parseDef(def.out._def, refs);
  }
  const inputSchema = dist_parseDef(def.in._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", "0"]
  });
  const outputSchema = dist_parseDef(def.out._def, {
    ...refs,
    currentPath: [...refs.currentPath, "allOf", inputSchema ? "1" : "0"]
  });
  return {
    allOf: [inputSchema, outputSchema].filter(
      (schema) => schema !== void 0
    )
  };
};

// src/to-json-schema/zod3-to-json-schema/parsers/promise.ts
function dist_parsePromiseDef(def, refs) {
  return dist_parseDef(def.type._def, refs);
}

// src/to-json-schema/zod3-to-json-schema/parsers/set.ts
function dist_parseSetDef(def, refs) {
  const items = dist_parseDef(def.valueType._def, {
    ...refs,
    currentPath: [...refs.currentPath, "items"]
  });
  const schema = {
    type: "array",
    uniqueItems: true,
    items
  };
  if (def.minSize) {
    schema.minItems = def.minSize.value;
  }
  if (def.maxSize) {
    schema.maxItems = def.maxSize.value;
  }
  return schema;
}

// src/to-json-schema/zod3-to-json-schema/parsers/tuple.ts
function dist_parseTupleDef(def, refs) {
  if (def.rest) {
    return {
      type: "array",
      minItems: def.items.length,
      items: def.items.map(
        (x, i) => dist_parseDef(x._def, {
          ...refs,
          currentPath: [...refs.currentPath, "items", `${i}`]
        })
      ).reduce(
        (acc, x) => x === void 0 ? acc : [...acc, x],
        []
      ),
      additionalItems: dist_parseDef(def.rest._def, {
        ...refs,
        currentPath: [...refs.currentPath, "additionalItems"]
      })
    };
  } else {
    return {
      type: "array",
      minItems: def.items.length,
      maxItems: def.items.length,
      items: def.items.map(
        (x, i) => dist_parseDef(x._def, {
          ...refs,
          currentPath: [...refs.currentPath, "items", `${i}`]
        })
      ).reduce(
        (acc, x) => x === void 0 ? acc : [...acc, x],
        []
      )
    };
  }
}

// src/to-json-schema/zod3-to-json-schema/parsers/undefined.ts
function dist_parseUndefinedDef() {
  return {
    not: dist_parseAnyDef()
  };
}

// src/to-json-schema/zod3-to-json-schema/parsers/unknown.ts
function dist_parseUnknownDef() {
  return dist_parseAnyDef();
}

// src/to-json-schema/zod3-to-json-schema/parsers/readonly.ts
var dist_parseReadonlyDef = (def, refs) => {
  return dist_parseDef(def.innerType._def, refs);
};

// src/to-json-schema/zod3-to-json-schema/select-parser.ts
var dist_selectParser = (def, typeName, refs) => {
  switch (typeName) {
    case "ZodString":
      return dist_parseStringDef(def, refs);
    case "ZodNumber":
      return dist_parseNumberDef(def);
    case "ZodObject":
      return dist_parseObjectDef(def, refs);
    case "ZodBigInt":
      return dist_parseBigintDef(def);
    case "ZodBoolean":
      return dist_parseBooleanDef();
    case "ZodDate":
      return dist_parseDateDef(def, refs);
    case "ZodUndefined":
      return dist_parseUndefinedDef();
    case "ZodNull":
      return dist_parseNullDef();
    case "ZodArray":
      return dist_parseArrayDef(def, refs);
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      return dist_parseUnionDef(def, refs);
    case "ZodIntersection":
      return dist_parseIntersectionDef(def, refs);
    case "ZodTuple":
      return dist_parseTupleDef(def, refs);
    case "ZodRecord":
      return dist_parseRecordDef(def, refs);
    case "ZodLiteral":
      return dist_parseLiteralDef(def);
    case "ZodEnum":
      return dist_parseEnumDef(def);
    case "ZodNativeEnum":
      return dist_parseNativeEnumDef(def);
    case "ZodNullable":
      return dist_parseNullableDef(def, refs);
    case "ZodOptional":
      return dist_parseOptionalDef(def, refs);
    case "ZodMap":
      return dist_parseMapDef(def, refs);
    case "ZodSet":
      return dist_parseSetDef(def, refs);
    case "ZodLazy":
      return () => def.getter()._def;
    case "ZodPromise":
      return dist_parsePromiseDef(def, refs);
    case "ZodNaN":
    case "ZodNever":
      return dist_parseNeverDef();
    case "ZodEffects":
      return dist_parseEffectsDef(def, refs);
    case "ZodAny":
      return dist_parseAnyDef();
    case "ZodUnknown":
      return dist_parseUnknownDef();
    case "ZodDefault":
      return dist_parseDefaultDef(def, refs);
    case "ZodBranded":
      return dist_parseBrandedDef(def, refs);
    case "ZodReadonly":
      return dist_parseReadonlyDef(def, refs);
    case "ZodCatch":
      return dist_parseCatchDef(def, refs);
    case "ZodPipeline":
      return dist_parsePipelineDef(def, refs);
    case "ZodFunction":
    case "ZodVoid":
    case "ZodSymbol":
      return void 0;
    default:
      return /* @__PURE__ */ ((_) => void 0)(typeName);
  }
};

// src/to-json-schema/zod3-to-json-schema/get-relative-path.ts
var dist_getRelativePath = (pathA, pathB) => {
  let i = 0;
  for (; i < pathA.length && i < pathB.length; i++) {
    if (pathA[i] !== pathB[i]) break;
  }
  return [(pathA.length - i).toString(), ...pathB.slice(i)].join("/");
};

// src/to-json-schema/zod3-to-json-schema/parse-def.ts
function dist_parseDef(def, refs, forceResolution = false) {
  const seenItem = refs.seen.get(def);
  if (refs.override) {
    const overrideResult = refs.override?.(
      def,
      refs,
      seenItem,
      forceResolution
    );
    if (overrideResult !== dist_ignoreOverride) {
      return overrideResult;
    }
  }
  if (seenItem && !forceResolution) {
    const seenSchema = dist_get$ref(seenItem, refs);
    if (seenSchema !== void 0) {
      return seenSchema;
    }
  }
  const newItem = { def, path: refs.currentPath, jsonSchema: void 0 };
  refs.seen.set(def, newItem);
  const jsonSchemaOrGetter = dist_selectParser(def, def.typeName, refs);
  const jsonSchema2 = typeof jsonSchemaOrGetter === "function" ? dist_parseDef(jsonSchemaOrGetter(), refs) : jsonSchemaOrGetter;
  if (jsonSchema2) {
    dist_addMeta(def, refs, jsonSchema2);
  }
  if (refs.postProcess) {
    const postProcessResult = refs.postProcess(jsonSchema2, def, refs);
    newItem.jsonSchema = jsonSchema2;
    return postProcessResult;
  }
  newItem.jsonSchema = jsonSchema2;
  return jsonSchema2;
}
var dist_get$ref = (item, refs) => {
  switch (refs.$refStrategy) {
    case "root":
      return { $ref: item.path.join("/") };
    case "relative":
      return { $ref: dist_getRelativePath(refs.currentPath, item.path) };
    case "none":
    case "seen": {
      if (item.path.length < refs.currentPath.length && item.path.every((value, index) => refs.currentPath[index] === value)) {
        console.warn(
          `Recursive reference detected at ${refs.currentPath.join(
            "/"
          )}! Defaulting to any`
        );
        return dist_parseAnyDef();
      }
      return refs.$refStrategy === "seen" ? dist_parseAnyDef() : void 0;
    }
  }
};
var dist_addMeta = (def, refs, jsonSchema2) => {
  if (def.description) {
    jsonSchema2.description = def.description;
  }
  return jsonSchema2;
};

// src/to-json-schema/zod3-to-json-schema/refs.ts
var dist_getRefs = (options) => {
  const _options = dist_getDefaultOptions(options);
  const currentPath = _options.name !== void 0 ? [..._options.basePath, _options.definitionPath, _options.name] : _options.basePath;
  return {
    ..._options,
    currentPath,
    propertyPath: void 0,
    seen: new Map(
      Object.entries(_options.definitions).map(([name3, def]) => [
        def._def,
        {
          def: def._def,
          path: [..._options.basePath, _options.definitionPath, name3],
          // Resolution of references will be forced even though seen, so it's ok that the schema is undefined here for now.
          jsonSchema: void 0
        }
      ])
    )
  };
};

// src/to-json-schema/zod3-to-json-schema/zod3-to-json-schema.ts
var dist_zod3ToJsonSchema = (schema, options) => {
  const refs = dist_getRefs(options);
  let definitions = typeof options === "object" && options.definitions ? Object.entries(options.definitions).reduce(
    (acc, [name4, schema2]) => ({
      ...acc,
      [name4]: dist_parseDef(
        schema2._def,
        {
          ...refs,
          currentPath: [...refs.basePath, refs.definitionPath, name4]
        },
        true
      ) ?? dist_parseAnyDef()
    }),
    {}
  ) : void 0;
  const name3 = typeof options === "string" ? options : options?.nameStrategy === "title" ? void 0 : options?.name;
  const main = dist_parseDef(
    schema._def,
    name3 === void 0 ? refs : {
      ...refs,
      currentPath: [...refs.basePath, refs.definitionPath, name3]
    },
    false
  ) ?? dist_parseAnyDef();
  const title = typeof options === "object" && options.name !== void 0 && options.nameStrategy === "title" ? options.name : void 0;
  if (title !== void 0) {
    main.title = title;
  }
  const combined = name3 === void 0 ? definitions ? {
    ...main,
    [refs.definitionPath]: definitions
  } : main : {
    $ref: [
      ...refs.$refStrategy === "relative" ? [] : refs.basePath,
      refs.definitionPath,
      name3
    ].join("/"),
    [refs.definitionPath]: {
      ...definitions,
      [name3]: main
    }
  };
  combined.$schema = "http://json-schema.org/draft-07/schema#";
  return combined;
};

// src/schema.ts
var dist_schemaSymbol = /* @__PURE__ */ Symbol.for("vercel.ai.schema");
function dist_lazySchema(createSchema) {
  let schema;
  return () => {
    if (schema == null) {
      schema = createSchema();
    }
    return schema;
  };
}
function dist_jsonSchema(jsonSchema2, {
  validate
} = {}) {
  return {
    [dist_schemaSymbol]: true,
    _type: void 0,
    // should never be used directly
    get jsonSchema() {
      if (typeof jsonSchema2 === "function") {
        jsonSchema2 = jsonSchema2();
      }
      return jsonSchema2;
    },
    validate
  };
}
function dist_isSchema(value) {
  return typeof value === "object" && value !== null && dist_schemaSymbol in value && value[dist_schemaSymbol] === true && "jsonSchema" in value && "validate" in value;
}
function dist_asSchema(schema) {
  return schema == null ? dist_jsonSchema({
    type: "object",
    properties: {},
    additionalProperties: false
  }) : dist_isSchema(schema) ? schema : "~standard" in schema ? schema["~standard"].vendor === "zod" ? dist_zodSchema(schema) : dist_standardSchema(schema) : schema();
}
function dist_standardSchema(standardSchema2) {
  return dist_jsonSchema(
    () => {
      if (!dist_hasStandardJsonSchema(standardSchema2)) {
        throw new Error(
          `Standard schema vendor '${standardSchema2["~standard"].vendor}' does not support JSON Schema conversion.`
        );
      }
      return dist_addAdditionalPropertiesToJsonSchema(
        standardSchema2["~standard"].jsonSchema.input({
          target: "draft-07"
        })
      );
    },
    {
      validate: async (value) => {
        const result = await standardSchema2["~standard"].validate(value);
        return "value" in result ? { success: true, value: result.value } : {
          success: false,
          error: new dist_TypeValidationError({
            value,
            cause: result.issues
          })
        };
      }
    }
  );
}
function dist_hasStandardJsonSchema(schema) {
  return schema["~standard"].jsonSchema != null;
}
function dist_zod3Schema(zodSchema2, options) {
  const useReferences = options?.useReferences ?? false;
  return dist_jsonSchema(
    // defer json schema creation to avoid unnecessary computation when only validation is needed
    () => dist_zod3ToJsonSchema(zodSchema2, {
      $refStrategy: useReferences ? "root" : "none"
    }),
    {
      validate: async (value) => {
        const result = await zodSchema2.safeParseAsync(value);
        return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
      }
    }
  );
}
function dist_zod4Schema(zodSchema2, options) {
  const useReferences = options?.useReferences ?? false;
  return dist_jsonSchema(
    // defer json schema creation to avoid unnecessary computation when only validation is needed
    () => dist_addAdditionalPropertiesToJsonSchema(
      (0,json_schema_processors/* toJSONSchema */.bl)(zodSchema2, {
        target: "draft-7",
        io: "input",
        reused: useReferences ? "ref" : "inline"
      })
    ),
    {
      validate: async (value) => {
        const result = await (0,parse/* safeParseAsync */.bp)(zodSchema2, value);
        return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
      }
    }
  );
}
function dist_isZod4Schema(zodSchema2) {
  return "_zod" in zodSchema2;
}
function dist_zodSchema(zodSchema2, options) {
  if (dist_isZod4Schema(zodSchema2)) {
    return dist_zod4Schema(zodSchema2, options);
  } else {
    return dist_zod3Schema(zodSchema2, options);
  }
}

// src/validate-types.ts
async function dist_validateTypes({
  value,
  schema,
  context
}) {
  const result = await dist_safeValidateTypes({ value, schema, context });
  if (!result.success) {
    throw dist_TypeValidationError.wrap({ value, cause: result.error, context });
  }
  return result.value;
}
async function dist_safeValidateTypes({
  value,
  schema,
  context
}) {
  const actualSchema = dist_asSchema(schema);
  try {
    if (actualSchema.validate == null) {
      return { success: true, value, rawValue: value };
    }
    const result = await actualSchema.validate(value);
    if (result.success) {
      return { success: true, value: result.value, rawValue: value };
    }
    return {
      success: false,
      error: dist_TypeValidationError.wrap({ value, cause: result.error, context }),
      rawValue: value
    };
  } catch (error) {
    return {
      success: false,
      error: dist_TypeValidationError.wrap({ value, cause: error, context }),
      rawValue: value
    };
  }
}

// src/parse-json.ts
async function dist_parseJSON({
  text,
  schema
}) {
  try {
    const value = dist_secureJsonParse(text);
    if (schema == null) {
      return value;
    }
    return await dist_validateTypes({ value, schema });
  } catch (error) {
    if (dist_JSONParseError.isInstance(error) || dist_TypeValidationError.isInstance(error)) {
      throw error;
    }
    throw new dist_JSONParseError({ text, cause: error });
  }
}
async function dist_safeParseJSON({
  text,
  schema
}) {
  try {
    const value = dist_secureJsonParse(text);
    if (schema == null) {
      return { success: true, value, rawValue: value };
    }
    return await dist_safeValidateTypes({ value, schema });
  } catch (error) {
    return {
      success: false,
      error: dist_JSONParseError.isInstance(error) ? error : new dist_JSONParseError({ text, cause: error }),
      rawValue: void 0
    };
  }
}
function dist_isParsableJson(input) {
  try {
    dist_secureJsonParse(input);
    return true;
  } catch {
    return false;
  }
}

// src/parse-json-event-stream.ts

function dist_parseJsonEventStream({
  stream,
  schema
}) {
  return stream.pipeThrough(new TextDecoderStream()).pipeThrough(new dist_stream/* EventSourceParserStream */.Z()).pipeThrough(
    new TransformStream({
      async transform({ data }, controller) {
        if (data === "[DONE]") {
          return;
        }
        controller.enqueue(await dist_safeParseJSON({ text: data, schema }));
      }
    })
  );
}

// src/parse-provider-options.ts

async function dist_parseProviderOptions({
  provider,
  providerOptions,
  schema
}) {
  if (providerOptions?.[provider] == null) {
    return void 0;
  }
  const parsedProviderOptions = await dist_safeValidateTypes({
    value: providerOptions[provider],
    schema
  });
  if (!parsedProviderOptions.success) {
    throw new dist_InvalidArgumentError({
      argument: "providerOptions",
      message: `invalid ${provider} provider options`,
      cause: parsedProviderOptions.error
    });
  }
  return parsedProviderOptions.value;
}

// src/post-multipart-stream-to-api.ts

var dist_getOriginalFetch3 = () => globalThis.fetch;
function dist_escapeMultipartHeaderValue(value) {
  return value.replace(/[\r\n]/g, "").replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}
function dist_createMultipartBody(parts, boundary) {
  const encoder = new TextEncoder();
  let disposed = false;
  let activeReader;
  const enteredStreams = /* @__PURE__ */ new Set();
  async function* emitParts() {
    for (const part of parts) {
      if (disposed) return;
      const disposition = `--${boundary}\r
Content-Disposition: form-data; name="${dist_escapeMultipartHeaderValue(part.name)}"`;
      if (part.type === "field") {
        yield encoder.encode(`${disposition}\r
\r
${part.value}\r
`);
        continue;
      }
      const filenameParameter = `; filename="${dist_escapeMultipartHeaderValue(
        part.filename ?? "blob"
      )}"`;
      const mediaType = (part.mediaType ?? "application/octet-stream").replace(
        /[\r\n]/g,
        ""
      );
      yield encoder.encode(
        `${disposition}${filenameParameter}\r
Content-Type: ${mediaType}\r
\r
`
      );
      if (part.content instanceof Uint8Array) {
        yield part.content;
      } else {
        const reader = part.content.getReader();
        activeReader = reader;
        enteredStreams.add(part.content);
        let finished = false;
        try {
          while (true) {
            const { done, value } = await reader.read();
            if (done || disposed) {
              finished = done;
              break;
            }
            yield value;
          }
        } finally {
          activeReader = void 0;
          if (!finished) {
            await reader.cancel().catch(() => {
            });
          }
          reader.releaseLock();
        }
        if (disposed) return;
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r
`);
  }
  return {
    stream: dist_convertAsyncIteratorToReadableStream(emitParts()),
    async dispose(reason) {
      if (disposed) return;
      disposed = true;
      const reader = activeReader;
      if (reader != null) {
        await reader.cancel(reason).catch(() => {
        });
      }
      for (const part of parts) {
        if (part.type === "file" && !(part.content instanceof Uint8Array) && !enteredStreams.has(part.content)) {
          await part.content.cancel(reason).catch(() => {
          });
        }
      }
    }
  };
}
var dist_postMultipartStreamToApi = async ({
  url,
  headers = {},
  parts,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch = dist_getOriginalFetch3()
}) => {
  const boundary = `ai-sdk-multipart-${dist_generateId()}`;
  const requestBodyValues = Object.fromEntries(
    parts.map((part) => [
      part.name,
      part.type === "field" ? part.value : `<file:${part.filename ?? part.name}>`
    ])
  );
  const body = dist_createMultipartBody(parts, boundary);
  try {
    const requestInit = {
      method: "POST",
      headers: dist_withUserAgentSuffix(
        {
          ...headers,
          "Content-Type": `multipart/form-data; boundary=${boundary}`
        },
        `ai-sdk-provider-utils/${dist_VERSION}`,
        dist_getRuntimeEnvironmentUserAgent()
      ),
      body: body.stream,
      duplex: "half",
      signal: abortSignal
    };
    const response = await fetch(url, requestInit);
    const responseHeaders = dist_extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues
        });
      } catch (error) {
        if (dist_isAbortError(error) || APICallError4.isInstance(error)) {
          throw error;
        }
        throw new APICallError4({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues
      });
    } catch (error) {
      if (error instanceof Error) {
        if (dist_isAbortError(error) || APICallError4.isInstance(error)) {
          throw error;
        }
      }
      throw new APICallError4({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues
      });
    }
  } catch (error) {
    await body.dispose(error);
    throw dist_handleFetchError({ error, url, requestBodyValues });
  }
};

// src/post-to-api.ts

var dist_getOriginalFetch4 = () => globalThis.fetch;
var dist_postJsonToApi = async ({
  url,
  headers,
  body,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
}) => await dist_postToApi({
  url,
  headers: {
    "Content-Type": "application/json",
    ...headers
  },
  body: {
    content: JSON.stringify(body),
    values: body
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var dist_postFormDataToApi = async ({
  url,
  headers,
  formData,
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
}) => await dist_postToApi({
  url,
  headers,
  body: {
    content: formData,
    values: Object.fromEntries(formData.entries())
  },
  failedResponseHandler,
  successfulResponseHandler,
  abortSignal,
  fetch
});
var dist_postToApi = async ({
  url,
  headers = {},
  body,
  successfulResponseHandler,
  failedResponseHandler,
  abortSignal,
  fetch = dist_getOriginalFetch4()
}) => {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: dist_withUserAgentSuffix(
        headers,
        `ai-sdk-provider-utils/${dist_VERSION}`,
        dist_getRuntimeEnvironmentUserAgent()
      ),
      body: body.content,
      signal: abortSignal
    });
    const responseHeaders = dist_extractResponseHeaders(response);
    if (!response.ok) {
      let errorInformation;
      try {
        errorInformation = await failedResponseHandler({
          response,
          url,
          requestBodyValues: body.values
        });
      } catch (error) {
        if (dist_isAbortError(error) || dist_APICallError.isInstance(error)) {
          throw error;
        }
        throw new dist_APICallError({
          message: "Failed to process error response",
          cause: error,
          statusCode: response.status,
          url,
          responseHeaders,
          requestBodyValues: body.values
        });
      }
      throw errorInformation.value;
    }
    try {
      return await successfulResponseHandler({
        response,
        url,
        requestBodyValues: body.values
      });
    } catch (error) {
      if (error instanceof Error) {
        if (dist_isAbortError(error) || dist_APICallError.isInstance(error)) {
          throw error;
        }
      }
      throw new dist_APICallError({
        message: "Failed to process successful response",
        cause: error,
        statusCode: response.status,
        url,
        responseHeaders,
        requestBodyValues: body.values
      });
    }
  } catch (error) {
    throw dist_handleFetchError({ error, url, requestBodyValues: body.values });
  }
};

// src/types/tool.ts
function dist_tool(tool2) {
  return tool2;
}
function dist_dynamicTool(tool2) {
  return { ...tool2, type: "dynamic" };
}

// src/provider-defined-tool-factory.ts
function dist_createProviderDefinedToolFactory({
  id,
  inputSchema
}) {
  return ({
    execute,
    outputSchema,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => dist_tool({
    type: "provider",
    isProviderExecuted: false,
    id,
    args,
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}
function dist_createProviderDefinedToolFactoryWithOutputSchema({
  id,
  inputSchema,
  outputSchema
}) {
  return ({
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => dist_tool({
    type: "provider",
    isProviderExecuted: false,
    id,
    args,
    inputSchema,
    outputSchema,
    execute,
    needsApproval,
    toModelOutput,
    onInputStart,
    onInputDelta,
    onInputAvailable
  });
}

// src/provider-executed-tool-factory.ts
function dist_createProviderExecutedToolFactory({
  id,
  inputSchema,
  outputSchema,
  supportsDeferredResults
}) {
  return ({
    onInputStart,
    onInputDelta,
    onInputAvailable,
    ...args
  }) => dist_tool({
    type: "provider",
    isProviderExecuted: true,
    id,
    args,
    inputSchema,
    outputSchema,
    onInputStart,
    onInputDelta,
    onInputAvailable,
    supportsDeferredResults
  });
}

// src/resolve.ts
async function dist_resolve(value) {
  if (typeof value === "function") {
    value = value();
  }
  return value;
}

// src/resolve-full-media-type.ts

function dist_resolveFullMediaType({
  part
}) {
  if (dist_isFullMediaType(part.mediaType)) {
    return part.mediaType;
  }
  if (part.data.type === "data") {
    const detected = dist_detectMediaType({
      data: part.data.data,
      topLevelType: dist_getTopLevelMediaType(part.mediaType)
    });
    if (detected) {
      return detected;
    }
    throw new provider_dist_UnsupportedFunctionalityError({
      functionality: `file of media type "${part.mediaType}" must specify subtype since it could not be auto-detected`
    });
  }
  throw new provider_dist_UnsupportedFunctionalityError({
    functionality: `file of media type "${part.mediaType}" must specify subtype since it is not passed as inline bytes`
  });
}

// src/resolve-provider-reference.ts

function dist_resolveProviderReference({
  reference,
  provider
}) {
  const id = reference[provider];
  if (id != null) {
    return id;
  }
  throw new dist_NoSuchProviderReferenceError({
    provider,
    reference
  });
}

// src/retry-with-exponential-backoff.ts
var dist_retryWithExponentialBackoff = ({
  maxRetries = 2,
  initialDelayInMs = 2e3,
  backoffFactor = 2,
  abortSignal,
  shouldRetry,
  getDelayInMs = ({ exponentialBackoffDelay }) => exponentialBackoffDelay,
  createRetryError = ({ message }) => new Error(message)
}) => async (f) => dist_retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs: initialDelayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
});
async function dist_retryWithExponentialBackoffInternal(f, {
  maxRetries,
  delayInMs,
  backoffFactor,
  abortSignal,
  shouldRetry,
  getDelayInMs,
  createRetryError
}, errors = []) {
  try {
    return await f();
  } catch (error) {
    if (dist_isAbortError(error)) {
      throw error;
    }
    if (maxRetries === 0) {
      throw error;
    }
    const errorMessage = getErrorMessage(error);
    const newErrors = [...errors, error];
    const tryNumber = newErrors.length;
    if (tryNumber > maxRetries) {
      throw createRetryError({
        message: `Failed after ${tryNumber} attempts. Last error: ${errorMessage}`,
        reason: "maxRetriesExceeded",
        errors: newErrors
      });
    }
    if (await shouldRetry(error) && tryNumber <= maxRetries) {
      await dist_delay(
        getDelayInMs({
          error,
          exponentialBackoffDelay: delayInMs
        }),
        { abortSignal }
      );
      return dist_retryWithExponentialBackoffInternal(
        f,
        {
          maxRetries,
          delayInMs: backoffFactor * delayInMs,
          backoffFactor,
          abortSignal,
          shouldRetry,
          getDelayInMs,
          createRetryError
        },
        newErrors
      );
    }
    if (tryNumber === 1) {
      throw error;
    }
    throw createRetryError({
      message: `Failed after ${tryNumber} attempts with non-retryable error: '${errorMessage}'`,
      reason: "errorNotRetryable",
      errors: newErrors
    });
  }
}

// src/response-handler.ts

var dist_textDecoder2 = new TextDecoder();
function dist_wrapResponseBodyStream({
  stream,
  url,
  requestBodyValues,
  statusCode,
  responseHeaders
}) {
  const reader = stream.getReader();
  let readerReleased = false;
  const releaseReader = () => {
    if (!readerReleased) {
      reader.releaseLock();
      readerReleased = true;
    }
  };
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          releaseReader();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        releaseReader();
        if (dist_isAbortError(error)) {
          controller.error(error);
          return;
        }
        controller.error(
          dist_handleFetchError({
            error: new dist_APICallError({
              message: "Failed to process successful response",
              cause: error,
              statusCode,
              url,
              responseHeaders,
              requestBodyValues
            }),
            url,
            requestBodyValues
          })
        );
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason);
      } finally {
        releaseReader();
      }
    }
  });
}
async function dist_readResponseBodyAsText({
  response,
  url
}) {
  return dist_textDecoder2.decode(
    await dist_readResponseWithSizeLimit({
      response,
      url
    })
  );
}
var dist_createJsonErrorResponseHandler = ({
  errorSchema,
  errorToMessage,
  isRetryable
}) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await dist_readResponseBodyAsText({ response, url });
  const responseHeaders = dist_extractResponseHeaders(response);
  if (responseBody.trim() === "") {
    return {
      responseHeaders,
      value: new dist_APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable?.(response)
      })
    };
  }
  try {
    const parsedError = await dist_parseJSON({
      text: responseBody,
      schema: errorSchema
    });
    return {
      responseHeaders,
      value: new dist_APICallError({
        message: errorToMessage(parsedError),
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        data: parsedError,
        isRetryable: isRetryable?.(response, parsedError)
      })
    };
  } catch {
    return {
      responseHeaders,
      value: new dist_APICallError({
        message: response.statusText,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders,
        responseBody,
        isRetryable: isRetryable?.(response)
      })
    };
  }
};
var dist_createEventSourceResponseHandler = (chunkSchema) => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = dist_extractResponseHeaders(response);
  if (response.body == null) {
    throw new provider_dist_EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: dist_parseJsonEventStream({
      stream: dist_wrapResponseBodyStream({
        stream: response.body,
        url,
        requestBodyValues,
        statusCode: response.status,
        responseHeaders
      }),
      schema: chunkSchema
    })
  };
};
var dist_createJsonResponseHandler = (responseSchema) => async ({ response, url, requestBodyValues }) => {
  const responseBody = await dist_readResponseBodyAsText({ response, url });
  const parsedResult = await dist_safeParseJSON({
    text: responseBody,
    schema: responseSchema
  });
  const responseHeaders = dist_extractResponseHeaders(response);
  if (!parsedResult.success) {
    throw new dist_APICallError({
      message: "Invalid JSON response",
      cause: parsedResult.error,
      statusCode: response.status,
      responseHeaders,
      responseBody,
      url,
      requestBodyValues
    });
  }
  return {
    responseHeaders,
    value: parsedResult.value,
    rawValue: parsedResult.rawValue
  };
};
var dist_createJsonLinesResponseHandler = (responseSchema) => async ({ response }) => {
  const responseHeaders = dist_extractResponseHeaders(response);
  if (response.body == null) {
    throw new EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: dist_parseJsonLines({
      stream: response.body,
      schema: responseSchema
    })
  };
};
async function* dist_parseJsonLines({
  stream,
  schema
}) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let finished = false;
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        buffer += decoder.decode();
        break;
      }
      buffer += decoder.decode(value, { stream: true });
      let lineEnd = buffer.indexOf("\n");
      while (lineEnd !== -1) {
        const line = buffer.slice(0, lineEnd).replace(/\r$/, "");
        buffer = buffer.slice(lineEnd + 1);
        if (line.trim().length > 0) {
          yield await dist_parseJSON({ text: line, schema });
        }
        lineEnd = buffer.indexOf("\n");
      }
    }
    const finalLine = buffer.replace(/\r$/, "");
    if (finalLine.trim().length > 0) {
      yield await dist_parseJSON({ text: finalLine, schema });
    }
  } finally {
    if (!finished) {
      await reader.cancel().catch(() => {
      });
    }
    reader.releaseLock();
  }
}
var dist_createBinaryResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = dist_extractResponseHeaders(response);
  if (!response.body) {
    throw new APICallError6({
      message: "Response body is empty",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0
    });
  }
  try {
    const buffer = await response.arrayBuffer();
    return {
      responseHeaders,
      value: new Uint8Array(buffer)
    };
  } catch (error) {
    throw new APICallError6({
      message: "Failed to read response as array buffer",
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody: void 0,
      cause: error
    });
  }
};
var dist_createBinaryStreamResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = dist_extractResponseHeaders(response);
  if (response.body == null) {
    throw new EmptyResponseBodyError({});
  }
  return {
    responseHeaders,
    value: dist_wrapResponseBodyStream({
      stream: response.body,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders
    })
  };
};
var dist_createStatusCodeErrorResponseHandler = () => async ({ response, url, requestBodyValues }) => {
  const responseHeaders = dist_extractResponseHeaders(response);
  const responseBody = await dist_readResponseBodyAsText({ response, url });
  return {
    responseHeaders,
    value: new APICallError6({
      message: response.statusText,
      url,
      requestBodyValues,
      statusCode: response.status,
      responseHeaders,
      responseBody
    })
  };
};

// src/is-json-serializable.ts
function dist_isJSONSerializable(value) {
  if (value === null || value === void 0) return true;
  const type = typeof value;
  if (type === "string" || type === "number" || type === "boolean") return true;
  if (type === "function" || type === "symbol" || type === "bigint")
    return false;
  if (Array.isArray(value)) {
    return value.every(dist_isJSONSerializable);
  }
  if (Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every(
      dist_isJSONSerializable
    );
  }
  return false;
}

// src/serialization-error.ts

var provider_utils_dist_name2 = "AI_SerializationError";
var provider_utils_dist_marker3 = `vercel.ai.error.${provider_utils_dist_name2}`;
var provider_utils_dist_symbol2 = Symbol.for(provider_utils_dist_marker3);
var provider_utils_dist_a2, provider_utils_dist_b2;
var dist_SerializationError = class extends (provider_utils_dist_b2 = dist_AISDKError, provider_utils_dist_a2 = provider_utils_dist_symbol2, provider_utils_dist_b2) {
  // used in isInstance
  constructor({
    message = "Failed to serialize value.",
    cause
  } = {}) {
    super({ name: provider_utils_dist_name2, message, cause });
    this[provider_utils_dist_a2] = true;
  }
  static isInstance(error) {
    return dist_AISDKError.hasMarker(error, provider_utils_dist_marker3);
  }
};

// src/serialize-model-options.ts
function dist_serializeModelOptions(options) {
  const serializableConfig = {};
  for (const [key, value] of Object.entries(options.config)) {
    if (key === "headers") {
      const resolvedHeaders = dist_resolveSync(value);
      if (dist_isJSONSerializable(resolvedHeaders)) {
        serializableConfig[key] = resolvedHeaders;
      }
    } else if (dist_isJSONSerializable(value)) {
      serializableConfig[key] = value;
    }
  }
  return { modelId: options.modelId, config: serializableConfig };
}
function dist_resolveSync(value) {
  let next = value;
  if (typeof value === "function") {
    next = value();
  }
  if (next instanceof Promise) {
    throw new dist_SerializationError({
      message: "Cannot serialize asynchronous model options."
    });
  }
  return next;
}

// src/streaming-tool-call-tracker.ts


// src/streaming-tool-call-argument-state.ts
function dist_startsWithStructuredValue(value) {
  if (typeof value !== "string") {
    return false;
  }
  const firstCharacter = value.trimStart()[0];
  return firstCharacter === "{" || firstCharacter === "[";
}
var dist_StreamingToolCallArgumentState = class {
  constructor(initialValue = "") {
    this.structure = { kind: "undetermined" };
    this.append(initialValue);
  }
  get hasCompleteStructuredValue() {
    return this.structure.kind === "structured" && this.structure.complete === true;
  }
  append(delta) {
    let nextStructure = this.structure;
    for (const character of delta) {
      if (nextStructure.kind === "undetermined") {
        if (/\s/.test(character)) {
          continue;
        }
        if (character !== "{" && character !== "[") {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure = {
          kind: "structured",
          stack: [character],
          inString: false,
          escaped: false,
          complete: false
        };
        continue;
      }
      if (nextStructure.kind !== "structured" || nextStructure.complete) {
        continue;
      }
      if (nextStructure.inString) {
        if (nextStructure.escaped) {
          nextStructure.escaped = false;
        } else if (character === "\\") {
          nextStructure.escaped = true;
        } else if (character === '"') {
          nextStructure.inString = false;
        }
        continue;
      }
      if (character === '"') {
        nextStructure.inString = true;
      } else if (character === "{" || character === "[") {
        nextStructure.stack.push(character);
      } else if (character === "}" || character === "]") {
        const expectedOpening = character === "}" ? "{" : "[";
        if (nextStructure.stack.at(-1) !== expectedOpening) {
          nextStructure = { kind: "other" };
          continue;
        }
        nextStructure.stack.pop();
        if (nextStructure.stack.length === 0) {
          nextStructure.complete = true;
        }
      }
    }
    this.structure = nextStructure;
  }
};

// src/streaming-tool-call-tracker.ts
var dist_StreamingToolCallTracker = class {
  constructor(controller, options = {}) {
    this.toolCalls = [];
    this.toolCallsById = /* @__PURE__ */ new Map();
    this.toolCallsByIndex = /* @__PURE__ */ new Map();
    this.usedToolCallIds = /* @__PURE__ */ new Set();
    this.nextGeneratedIdSuffixes = /* @__PURE__ */ new Map();
    this.controller = controller;
    this._generateId = options.generateId ?? dist_generateId;
    this.typeValidation = options.typeValidation ?? "none";
    this.extractMetadata = options.extractMetadata;
    this.buildToolCallProviderMetadata = options.buildToolCallProviderMetadata;
  }
  /**
   * Process a tool call delta from a streaming response chunk.
   * Emits tool-input-start, tool-input-delta, tool-input-end, and tool-call
   * events as appropriate.
   */
  processDelta(toolCallDelta) {
    const wireName = toolCallDelta.function?.name;
    const hasBlankName = typeof wireName === "string" && wireName.trim().length === 0;
    const wireId = this.getNonBlankString(toolCallDelta.id);
    const name3 = this.getNonBlankString(wireName);
    const { index } = toolCallDelta;
    const resolution = this.resolveToolCall({
      wireId,
      index,
      name: name3,
      hasExplicitCallStart: name3 != null && dist_startsWithStructuredValue(toolCallDelta.function?.arguments)
    });
    if (resolution.kind === "ambiguous") {
      return;
    }
    let toolCall;
    if (resolution.kind === "new") {
      if (hasBlankName) {
        return;
      }
      toolCall = this.processNewToolCall(toolCallDelta, {
        wireId,
        index,
        name: name3
      });
    } else {
      toolCall = resolution.toolCall;
      if (wireId != null) {
        this.associateWireId(toolCall, wireId);
      }
      this.processExistingToolCall(toolCall, toolCallDelta);
    }
    if (index != null) {
      this.associateIndex(toolCall, index);
    }
  }
  /**
   * Finalize any unfinished tool calls. Should be called during the stream's
   * flush handler to ensure all tool calls are properly completed.
   */
  flush() {
    const toolCalls = this.toolCalls.every((toolCall) => toolCall.index != null) ? [...this.toolCalls].sort(
      (a, b) => a.index - b.index || a.sequence - b.sequence
    ) : this.toolCalls;
    for (const toolCall of toolCalls) {
      if (!toolCall.hasFinished) {
        this.finishToolCall(toolCall);
      }
    }
  }
  /**
   * Correlation precedence for streamed deltas:
   *
   * | ID evidence | index/name evidence | start evidence | resolution |
   * | --- | --- | --- | --- |
   * | known | matching | any | matching call, new call, or ambiguity |
   * | known | conflicting | named | new call |
   * | unseen | matching | structured start | new call |
   * | unseen | matching | continuation | matching call or ambiguity |
   * | absent | matching | any | matching call, new call, or ambiguity |
   * | absent | absent | named | new call |
   * | absent | absent | unnamed | sole unfinished call, new call, or ambiguity |
   */
  resolveToolCall({
    wireId,
    index,
    name: name3,
    hasExplicitCallStart
  }) {
    const indexedToolCalls = index != null ? this.toolCallsByIndex.get(index) : void 0;
    const matchingIndexedToolCalls = this.filterToolCallsByName(
      indexedToolCalls,
      name3
    );
    if (wireId != null) {
      const toolCallsWithId = this.toolCallsById.get(wireId);
      if (toolCallsWithId != null) {
        if (index != null) {
          const matchingToolCalls = matchingIndexedToolCalls.filter(
            (toolCall) => toolCallsWithId.has(toolCall)
          );
          const matchingToolCall = this.resolveMatchingToolCall(
            matchingToolCalls,
            hasExplicitCallStart
          );
          if (matchingToolCall.kind !== "new") {
            return matchingToolCall;
          }
          if (name3 != null) {
            return { kind: "new" };
          }
          if (indexedToolCalls != null) {
            return { kind: "ambiguous" };
          }
          return this.resolveMatchingToolCall([...toolCallsWithId], false);
        }
        if (name3 != null) {
          const matchingToolCalls = [...toolCallsWithId].filter(
            (toolCall) => toolCall.function.name === name3
          );
          return this.resolveMatchingToolCall(
            matchingToolCalls,
            hasExplicitCallStart
          );
        }
        return this.resolveMatchingToolCall([...toolCallsWithId], false);
      }
      if (matchingIndexedToolCalls.length > 0) {
        return hasExplicitCallStart ? { kind: "new" } : this.resolveMatchingToolCall(matchingIndexedToolCalls, false);
      }
      return { kind: "new" };
    }
    if (indexedToolCalls != null) {
      return this.resolveMatchingToolCall(
        matchingIndexedToolCalls,
        hasExplicitCallStart
      );
    }
    if (name3 != null) {
      return { kind: "new" };
    }
    const unfinishedToolCalls = this.toolCalls.filter(
      (toolCall) => !toolCall.hasFinished
    );
    if (unfinishedToolCalls.length === 1) {
      return { kind: "existing", toolCall: unfinishedToolCalls[0] };
    }
    return unfinishedToolCalls.length > 1 ? { kind: "ambiguous" } : { kind: "new" };
  }
  filterToolCallsByName(toolCalls, name3) {
    if (toolCalls == null) {
      return [];
    }
    return [...toolCalls].filter(
      (toolCall) => name3 == null || toolCall.function.name === name3
    );
  }
  resolveMatchingToolCall(toolCalls, hasExplicitCallStart) {
    if (toolCalls.length === 0) {
      return { kind: "new" };
    }
    if (!hasExplicitCallStart) {
      return toolCalls.length === 1 ? { kind: "existing", toolCall: toolCalls[0] } : { kind: "ambiguous" };
    }
    const continuableToolCalls = toolCalls.filter(
      (toolCall) => !toolCall.argumentState.hasCompleteStructuredValue
    );
    if (continuableToolCalls.length === 1) {
      return { kind: "existing", toolCall: continuableToolCalls[0] };
    }
    return continuableToolCalls.length > 1 ? { kind: "ambiguous" } : { kind: "new" };
  }
  processNewToolCall(toolCallDelta, {
    wireId,
    index,
    name: name3
  }) {
    if (this.typeValidation === "required") {
      if (toolCallDelta.type !== "function") {
        throw new dist_InvalidResponseDataError({
          data: toolCallDelta,
          message: `Expected 'function' type.`
        });
      }
    } else if (this.typeValidation === "if-present") {
      if (toolCallDelta.type != null && toolCallDelta.type !== "function") {
        throw new dist_InvalidResponseDataError({
          data: toolCallDelta,
          message: `Expected 'function' type.`
        });
      }
    }
    if (name3 == null) {
      throw new dist_InvalidResponseDataError({
        data: toolCallDelta,
        message: `Expected 'function.name' to be a string.`
      });
    }
    const id = this.createToolCallId(wireId);
    this.controller.enqueue({
      type: "tool-input-start",
      id,
      toolName: name3
    });
    const metadata = this.extractMetadata?.(toolCallDelta);
    const initialArguments = toolCallDelta.function?.arguments ?? "";
    const toolCall = {
      id,
      index: index ?? void 0,
      sequence: this.toolCalls.length,
      type: "function",
      function: {
        name: name3,
        arguments: initialArguments
      },
      argumentState: new dist_StreamingToolCallArgumentState(initialArguments),
      hasFinished: false,
      metadata
    };
    this.toolCalls.push(toolCall);
    if (wireId != null) {
      this.associateWireId(toolCall, wireId);
    }
    if (toolCall.function.arguments.length > 0) {
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCall.function.arguments
      });
    }
    return toolCall;
  }
  associateWireId(toolCall, wireId) {
    let toolCallsWithId = this.toolCallsById.get(wireId);
    if (toolCallsWithId == null) {
      toolCallsWithId = /* @__PURE__ */ new Set();
      this.toolCallsById.set(wireId, toolCallsWithId);
    }
    toolCallsWithId.add(toolCall);
  }
  associateIndex(toolCall, index) {
    let toolCallsWithIndex = this.toolCallsByIndex.get(index);
    if (toolCallsWithIndex == null) {
      toolCallsWithIndex = /* @__PURE__ */ new Set();
      this.toolCallsByIndex.set(index, toolCallsWithIndex);
    }
    toolCallsWithIndex.add(toolCall);
  }
  createToolCallId(wireId) {
    if (wireId != null && !this.usedToolCallIds.has(wireId)) {
      this.usedToolCallIds.add(wireId);
      return wireId;
    }
    const generatedId = this.getNonBlankString(this._generateId()) ?? "tool-call";
    if (!this.usedToolCallIds.has(generatedId)) {
      this.usedToolCallIds.add(generatedId);
      return generatedId;
    }
    const initialSuffix = this.nextGeneratedIdSuffixes.get(generatedId) ?? 1;
    const maximumSuffix = initialSuffix + this.usedToolCallIds.size;
    for (let suffix = initialSuffix; suffix <= maximumSuffix; suffix++) {
      const suffixedId = `${generatedId}-${suffix}`;
      if (!this.usedToolCallIds.has(suffixedId)) {
        this.usedToolCallIds.add(suffixedId);
        this.nextGeneratedIdSuffixes.set(generatedId, suffix + 1);
        return suffixedId;
      }
    }
    throw new Error("Failed to create a unique tool call ID.");
  }
  getNonBlankString(value) {
    return value != null && value.trim().length > 0 ? value : void 0;
  }
  processExistingToolCall(toolCall, toolCallDelta) {
    if (toolCall.hasFinished) {
      return;
    }
    if (toolCallDelta.function?.arguments != null) {
      toolCall.argumentState.append(toolCallDelta.function.arguments);
      toolCall.function.arguments += toolCallDelta.function.arguments;
      this.controller.enqueue({
        type: "tool-input-delta",
        id: toolCall.id,
        delta: toolCallDelta.function.arguments
      });
    }
  }
  finishToolCall(toolCall) {
    this.controller.enqueue({
      type: "tool-input-end",
      id: toolCall.id
    });
    const providerMetadata = this.buildToolCallProviderMetadata?.(
      toolCall.metadata
    );
    this.controller.enqueue({
      type: "tool-call",
      toolCallId: toolCall.id,
      toolName: toolCall.function.name,
      input: toolCall.function.arguments,
      ...providerMetadata ? { providerMetadata } : {}
    });
    toolCall.hasFinished = true;
  }
};

// src/strip-file-extension.ts
function dist_stripFileExtension(filename) {
  const firstDotIndex = filename.indexOf(".");
  return firstDotIndex === -1 ? filename : filename.slice(0, firstDotIndex);
}

// src/transcription-stream-envelope.ts
var dist_TRANSCRIPTION_STREAM_START_FRAME_TYPE = "transcription-stream.start";
var dist_TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE = "transcription-stream.audio-done";
function dist_parseTranscriptionStreamClientFrame(text) {
  let value;
  try {
    value = dist_secureJsonParse(text);
  } catch {
    return { type: "invalid", message: "malformed JSON" };
  }
  if (value == null || typeof value !== "object" || Array.isArray(value)) {
    return { type: "invalid", message: "frame must be a JSON object" };
  }
  const frame = value;
  if (typeof frame.type !== "string") {
    return { type: "invalid", message: "frame type must be a string" };
  }
  switch (frame.type) {
    case dist_TRANSCRIPTION_STREAM_START_FRAME_TYPE: {
      const inputAudioFormat = frame.inputAudioFormat;
      if (inputAudioFormat == null || typeof inputAudioFormat !== "object" || Array.isArray(inputAudioFormat) || typeof inputAudioFormat.type !== "string") {
        return {
          type: "invalid",
          message: "start frame must have an inputAudioFormat object with a string type"
        };
      }
      if (inputAudioFormat.rate !== void 0 && typeof inputAudioFormat.rate !== "number") {
        return {
          type: "invalid",
          message: "inputAudioFormat.rate must be a number when present"
        };
      }
      if (frame.providerOptions !== void 0 && (frame.providerOptions == null || typeof frame.providerOptions !== "object" || Array.isArray(frame.providerOptions))) {
        return {
          type: "invalid",
          message: "providerOptions must be an object when present"
        };
      }
      if (frame.includeRawChunks !== void 0 && typeof frame.includeRawChunks !== "boolean") {
        return {
          type: "invalid",
          message: "includeRawChunks must be a boolean when present"
        };
      }
      return {
        type: "start",
        frame
      };
    }
    case dist_TRANSCRIPTION_STREAM_AUDIO_DONE_FRAME_TYPE:
      return { type: "audio-done" };
    default:
      return { type: "unknown" };
  }
}
function dist_serializeTranscriptionStreamPart(part) {
  try {
    if (part.type === "error" && dist_isError(part.error)) {
      return JSON.stringify({
        ...part,
        error: { name: part.error.name, message: part.error.message }
      });
    }
    return JSON.stringify(part);
  } catch {
    return void 0;
  }
}
function dist_isError(value) {
  return value instanceof Error || Object.prototype.toString.call(value) === "[object Error]";
}
function dist_parseTranscriptionStreamPart(text) {
  let value;
  try {
    value = dist_secureJsonParse(text);
  } catch {
    return void 0;
  }
  if (value == null || typeof value !== "object" || Array.isArray(value)) {
    return void 0;
  }
  const part = value;
  switch (part.type) {
    case "stream-start":
      return Array.isArray(part.warnings) && part.warnings.every(dist_isWarning) ? part : void 0;
    case "transcript-delta":
      return dist_isString(part.delta) && dist_isOptional(part.id, dist_isString) && dist_isOptional(part.providerMetadata, dist_isRecord) ? part : void 0;
    case "transcript-partial":
      return dist_isString(part.text) && dist_isOptional(part.id, dist_isString) && dist_isOptional(part.startSecond, dist_isNumber) && dist_isOptional(part.durationInSeconds, dist_isNumber) && dist_isOptional(part.channelIndex, dist_isNumber) && dist_isOptional(part.providerMetadata, dist_isRecord) ? part : void 0;
    case "transcript-final":
      return dist_isString(part.text) && dist_isOptional(part.id, dist_isString) && dist_isOptional(part.startSecond, dist_isNumber) && dist_isOptional(part.endSecond, dist_isNumber) && dist_isOptional(part.channelIndex, dist_isNumber) && dist_isOptional(part.providerMetadata, dist_isRecord) ? part : void 0;
    case "finish":
      return dist_isString(part.text) && Array.isArray(part.segments) && part.segments.every(dist_isSegment) && dist_isOptional(part.language, dist_isString) && dist_isOptional(part.durationInSeconds, dist_isNumber) && dist_isOptional(part.providerMetadata, dist_isRecord) ? part : void 0;
    case "response-metadata": {
      if (!(dist_isOptional(part.modelId, dist_isString) && dist_isOptional(part.headers, dist_isRecord))) {
        return void 0;
      }
      const timestamp = part.timestamp;
      if (timestamp == null) {
        return { ...part, timestamp: void 0 };
      }
      if (typeof timestamp !== "string") {
        return void 0;
      }
      const revived = new Date(timestamp);
      return Number.isNaN(revived.getTime()) ? void 0 : { ...part, timestamp: revived };
    }
    case "raw":
      return "rawValue" in part ? part : void 0;
    case "error":
      return "error" in part ? part : void 0;
    default:
      return void 0;
  }
}
function dist_isString(value) {
  return typeof value === "string";
}
function dist_isNumber(value) {
  return typeof value === "number";
}
function dist_isOptional(value, check) {
  return value === void 0 || check(value);
}
function dist_isWarning(value) {
  return dist_isRecord(value) && dist_isString(value.type);
}
function dist_isSegment(value) {
  return dist_isRecord(value) && dist_isString(value.text) && dist_isNumber(value.startSecond) && dist_isNumber(value.endSecond);
}

// src/validate-base-url.ts

function dist_validateBaseURL(baseURL) {
  if (baseURL?.trim() === "") {
    throw new InvalidArgumentError3({
      argument: "baseURL",
      message: "baseURL must be a non-empty string."
    });
  }
  return baseURL;
}

// src/without-trailing-slash.ts
function dist_withoutTrailingSlash(url) {
  return url?.replace(/\/$/, "");
}

// src/types/executable-tool.ts
function dist_isExecutableTool(tool2) {
  return tool2 != null && typeof tool2.execute === "function";
}

// src/is-async-iterable.ts
function dist_isAsyncIterable(obj) {
  return obj != null && typeof obj[Symbol.asyncIterator] === "function";
}

// src/types/execute-tool.ts
async function* dist_executeTool({
  tool: tool2,
  input,
  options
}) {
  const result = tool2.execute(input, options);
  if (dist_isAsyncIterable(result)) {
    let lastOutput;
    for await (const output of result) {
      lastOutput = output;
      yield { type: "preliminary", output };
    }
    yield { type: "final", output: lastOutput };
  } else {
    yield { type: "final", output: await result };
  }
}

// src/types/tool-caller.ts
function dist_toolCaller(tool2, definition) {
  return Object.defineProperty({ ...tool2 }, "experimental_toolCaller", {
    value: definition
  });
}
function dist_getToolCaller(tool2) {
  return tool2?.experimental_toolCaller;
}

// src/index.ts



//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/deepseek/dist/internal/index.js
// src/chat/deepseek-chat-language-model.ts



// src/chat/convert-to-deepseek-chat-messages.ts



// src/chat/deepseek-file-part-options.ts

var deepseekFilePartProviderOptions = schemas/* object */.Ikc({
  /**
   * Controls how DeepSeek processes an image sent as an `image_url` part.
   *
   * @see https://api-docs.deepseek.com/api/create-chat-completion/
   */
  imageDetail: schemas/* enum */.k5n(["low", "high", "original", "auto"]).optional(),
  /**
   * Sends inline image data as a DeepSeek `file` part using `file_data`
   * instead of an `image_url` data URL. When set, the file part's filename
   * is preserved.
   *
   * This option only applies to inline image data. It cannot be combined
   * with `imageDetail`.
   */
  fileData: schemas/* literal */.euz(true).optional()
});

// src/chat/deepseek-chat-language-model-options.ts

var deepseekLanguageModelChatOptions = schemas/* object */.Ikc({
  /**
   * Whether to return log probabilities for generated tokens.
   */
  logprobs: schemas/* boolean */.zMY().optional(),
  /**
   * Number of most likely tokens to return at each token position.
   *
   * Setting this option automatically enables `logprobs`.
   */
  topLogprobs: schemas/* number */.aig().int().min(0).max(20).optional(),
  /**
   * An opaque identifier for the end user. DeepSeek uses this identifier for
   * content-safety tracing and request isolation.
   *
   * Must contain only ASCII letters, numbers, underscores, and hyphens, and
   * must be at most 512 characters long.
   */
  userId: schemas/* string */.YjP().regex(/^[a-zA-Z0-9_-]+$/, "userId must match /^[a-zA-Z0-9_-]+$/").max(512, "userId must be at most 512 characters long").optional(),
  /**
   * Type of thinking to use. Defaults to `enabled`.
   */
  thinking: schemas/* object */.Ikc({
    // `adaptive` is accepted at runtime for backwards compatibility and
    // mapped to `enabled`, but is intentionally excluded from the exported
    // provider options type.
    type: schemas/* enum */.k5n(["adaptive", "enabled", "disabled"]).optional()
  }).optional(),
  /**
   * Controls the thinking strength for DeepSeek V4 reasoning models.
   */
  // `medium` and `xhigh` are accepted at runtime for backwards compatibility
  // and mapped to canonical DeepSeek values, but are intentionally excluded
  // from the exported provider options type.
  reasoningEffort: schemas/* enum */.k5n(["low", "medium", "high", "xhigh", "max"]).optional(),
  /**
   * Whether to use strict JSON schema validation for structured outputs.
   * Only applies when the serving endpoint supports JSON schema response
   * formats (e.g. Azure). Defaults to `true`.
   */
  strictJsonSchema: schemas/* boolean */.zMY().optional()
});
var deepseekMessageProviderOptions = schemas/* object */.Ikc({
  /**
   * The name of the participant represented by the message.
   *
   * Supported on system, user, and assistant messages.
   */
  name: schemas/* string */.YjP().optional()
});
var deepseekAssistantMessageProviderOptions = deepseekMessageProviderOptions.extend({
  /**
   * Whether the assistant message content is a prefix that DeepSeek should
   * continue. This beta feature is only supported on the final assistant
   * message when using a beta base URL.
   */
  prefix: schemas/* literal */.euz(true).optional()
});

// src/chat/is-deepseek-v4-model.ts
function isDeepSeekV4Model(modelId) {
  return modelId.includes("deepseek-v4") || modelId.startsWith("deepseek-flash") || modelId.startsWith("deepseek-pro");
}

// src/chat/convert-to-deepseek-chat-messages.ts
var supportedImageMediaTypes = /* @__PURE__ */ new Set([
  "image/gif",
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/webp"
]);
function resolveDeepSeekImageMediaType(part) {
  const resolvedMediaType = dist_resolveFullMediaType({ part });
  if (!supportedImageMediaTypes.has(resolvedMediaType)) {
    throw new provider_dist_UnsupportedFunctionalityError({
      functionality: `DeepSeek image media type ${resolvedMediaType}`,
      message: "DeepSeek supports JPEG, PNG, GIF, and WebP image inputs."
    });
  }
  return resolvedMediaType;
}
function validateDeepSeekImageUrl({
  url,
  prompt
}) {
  if (url.length > 8192) {
    throw new dist_InvalidPromptError({
      prompt,
      message: "DeepSeek image URLs must not exceed 8192 characters."
    });
  }
}
async function convertToDeepSeekChatMessages({
  prompt,
  responseFormat,
  modelId,
  providerOptionsName = "deepseek",
  supportsAssistantPrefixCompletion = false,
  supportsStructuredOutputs = false
}) {
  const isDeepSeekV4 = isDeepSeekV4Model(modelId);
  const messages = [];
  const warnings = [];
  if (responseFormat?.type === "json") {
    if (responseFormat.schema == null) {
      messages.push({
        role: "system",
        content: "Return JSON."
      });
    } else if (!supportsStructuredOutputs) {
      messages.push({
        role: "system",
        content: "Return JSON that conforms to the following schema: " + JSON.stringify(responseFormat.schema)
      });
      warnings.push({
        type: "compatibility",
        feature: "responseFormat JSON schema",
        details: "JSON response schema is injected into the system message."
      });
    }
  }
  let lastUserMessageIndex = -1;
  for (let i = prompt.length - 1; i >= 0; i--) {
    if (prompt[i].role === "user") {
      lastUserMessageIndex = i;
      break;
    }
  }
  let index = -1;
  for (const { role, content, providerOptions } of prompt) {
    index++;
    const deepseekMessageOptions = await dist_parseProviderOptions({
      provider: providerOptionsName,
      providerOptions,
      schema: deepseekAssistantMessageProviderOptions
    });
    if (deepseekMessageOptions?.prefix === true && role !== "assistant") {
      throw new dist_InvalidPromptError({
        prompt,
        message: "DeepSeek assistant prefix completion requires `prefix: true` on an assistant message."
      });
    }
    switch (role) {
      case "system": {
        messages.push({
          role: "system",
          content,
          ...deepseekMessageOptions?.name != null && {
            name: deepseekMessageOptions.name
          }
        });
        break;
      }
      case "user": {
        const hasImagePart = content.some(
          (part) => part.type === "file" && (part.data.type === "reference" || part.data.type === "url" || part.data.type === "data") && dist_getTopLevelMediaType(part.mediaType) === "image"
        );
        if (!hasImagePart) {
          let userContent2 = "";
          for (const part of content) {
            if (part.type === "text") {
              userContent2 += part.text;
            } else {
              warnings.push({
                type: "unsupported",
                feature: `user message part type: ${part.type}`
              });
            }
          }
          messages.push({
            role: "user",
            content: userContent2,
            ...deepseekMessageOptions?.name != null && {
              name: deepseekMessageOptions.name
            }
          });
          break;
        }
        const userContent = [];
        for (const part of content) {
          if (part.type === "text") {
            userContent.push({ type: "text", text: part.text });
          } else if (part.type === "file" && dist_getTopLevelMediaType(part.mediaType) === "image") {
            const filePartOptions = await dist_parseProviderOptions({
              provider: providerOptionsName,
              providerOptions: part.providerOptions,
              schema: deepseekFilePartProviderOptions
            });
            if (part.data.type === "reference") {
              userContent.push({
                type: "file",
                file_id: dist_resolveProviderReference({
                  reference: part.data.reference,
                  provider: "deepseek"
                })
              });
            } else if (part.data.type === "url" || part.data.type === "data") {
              const resolvedMediaType = resolveDeepSeekImageMediaType(part);
              if (part.data.type === "url") {
                const url = part.data.url.toString();
                validateDeepSeekImageUrl({ url, prompt });
                if (filePartOptions?.fileData === true) {
                  throw new dist_InvalidPromptError({
                    prompt,
                    message: "DeepSeek `fileData` image parts require inline data, not a URL."
                  });
                }
                userContent.push({
                  type: "image_url",
                  image_url: {
                    url,
                    ...filePartOptions?.imageDetail != null && {
                      detail: filePartOptions.imageDetail
                    }
                  }
                });
              } else {
                const dataUrl = `data:${resolvedMediaType === "image/jpg" ? "image/jpeg" : resolvedMediaType};base64,${dist_convertToBase64(part.data.data)}`;
                if (filePartOptions?.fileData === true) {
                  if (filePartOptions.imageDetail != null) {
                    throw new dist_InvalidPromptError({
                      prompt,
                      message: "DeepSeek `imageDetail` cannot be combined with `fileData`."
                    });
                  }
                  userContent.push({
                    type: "file",
                    file_data: dataUrl,
                    ...part.filename != null && { filename: part.filename }
                  });
                } else {
                  userContent.push({
                    type: "image_url",
                    image_url: {
                      url: dataUrl,
                      ...filePartOptions?.imageDetail != null && {
                        detail: filePartOptions.imageDetail
                      }
                    }
                  });
                }
              }
            } else {
              warnings.push({
                type: "unsupported",
                feature: `user message part type: ${part.type}`
              });
            }
          } else {
            warnings.push({
              type: "unsupported",
              feature: `user message part type: ${part.type}`
            });
          }
        }
        messages.push({
          role: "user",
          content: userContent,
          ...deepseekMessageOptions?.name != null && {
            name: deepseekMessageOptions.name
          }
        });
        break;
      }
      case "assistant": {
        if (deepseekMessageOptions?.prefix === true) {
          if (index !== prompt.length - 1) {
            throw new dist_InvalidPromptError({
              prompt,
              message: "DeepSeek assistant prefix completion requires the prefixed assistant message to be the final message."
            });
          }
          if (!supportsAssistantPrefixCompletion) {
            throw new provider_dist_UnsupportedFunctionalityError({
              functionality: "DeepSeek assistant prefix completion",
              message: "DeepSeek assistant prefix completion requires a beta base URL ending in `/beta`."
            });
          }
        }
        let text = "";
        let reasoning;
        const toolCalls = [];
        for (const part of content) {
          switch (part.type) {
            case "text": {
              text += part.text;
              break;
            }
            case "reasoning": {
              if (index <= lastUserMessageIndex && !isDeepSeekV4) {
                break;
              }
              if (reasoning == null) {
                reasoning = part.text;
              } else {
                reasoning += part.text;
              }
              break;
            }
            case "tool-call": {
              toolCalls.push({
                id: part.toolCallId,
                type: "function",
                function: {
                  name: part.toolName,
                  arguments: JSON.stringify(part.input)
                }
              });
              break;
            }
          }
        }
        messages.push({
          role: "assistant",
          content: text,
          ...deepseekMessageOptions?.name != null && {
            name: deepseekMessageOptions.name
          },
          ...deepseekMessageOptions?.prefix === true && {
            prefix: true
          },
          reasoning_content: reasoning ?? (isDeepSeekV4 ? "" : void 0),
          tool_calls: toolCalls.length > 0 ? toolCalls : void 0
        });
        break;
      }
      case "tool": {
        if (deepseekMessageOptions?.name != null) {
          warnings.push({
            type: "unsupported",
            feature: "message name on tool messages"
          });
        }
        for (const toolResponse of content) {
          if (toolResponse.type === "tool-approval-response") {
            continue;
          }
          const output = toolResponse.output;
          let contentValue;
          switch (output.type) {
            case "text":
            case "error-text":
              contentValue = output.value;
              break;
            case "execution-denied":
              contentValue = output.reason ?? "Tool call execution denied.";
              break;
            case "json":
            case "error-json":
              contentValue = JSON.stringify(output.value);
              break;
            case "content": {
              const hasImagePart = output.value.some(
                (part) => part.type === "file" && (part.data.type === "reference" || part.data.type === "url" || part.data.type === "data") && dist_getTopLevelMediaType(part.mediaType) === "image"
              );
              if (!hasImagePart) {
                contentValue = JSON.stringify(output.value);
                break;
              }
              contentValue = [];
              for (const part of output.value) {
                if (part.type === "text") {
                  contentValue.push({ type: "text", text: part.text });
                } else if (part.type === "file" && (part.data.type === "reference" || part.data.type === "url" || part.data.type === "data") && dist_getTopLevelMediaType(part.mediaType) === "image") {
                  if (part.data.type === "reference") {
                    contentValue.push({
                      type: "file",
                      file_id: dist_resolveProviderReference({
                        reference: part.data.reference,
                        provider: "deepseek"
                      })
                    });
                    continue;
                  }
                  const filePartOptions = await dist_parseProviderOptions({
                    provider: providerOptionsName,
                    providerOptions: part.providerOptions,
                    schema: deepseekFilePartProviderOptions
                  });
                  const resolvedMediaType = resolveDeepSeekImageMediaType(part);
                  let url;
                  if (part.data.type === "url") {
                    url = part.data.url.toString();
                    validateDeepSeekImageUrl({ url, prompt });
                  } else {
                    url = `data:${resolvedMediaType === "image/jpg" ? "image/jpeg" : resolvedMediaType};base64,${dist_convertToBase64(part.data.data)}`;
                  }
                  contentValue.push({
                    type: "image_url",
                    image_url: {
                      url,
                      ...filePartOptions?.imageDetail != null && {
                        detail: filePartOptions.imageDetail
                      }
                    }
                  });
                } else {
                  warnings.push({
                    type: "unsupported",
                    feature: `tool result content part type: ${part.type}`
                  });
                }
              }
              break;
            }
          }
          messages.push({
            role: "tool",
            tool_call_id: toolResponse.toolCallId,
            content: contentValue
          });
        }
        break;
      }
      default: {
        warnings.push({
          type: "unsupported",
          feature: `message role: ${role}`
        });
        break;
      }
    }
  }
  return { messages, warnings };
}

// src/chat/convert-to-deepseek-usage.ts

function convertDeepSeekUsage(usage) {
  if (usage == null) {
    return dist_createNullLanguageModelUsage();
  }
  const promptTokens = usage.prompt_tokens ?? 0;
  const completionTokens = usage.completion_tokens ?? 0;
  const cacheReadTokens = usage.prompt_cache_hit_tokens ?? 0;
  const reasoningTokens = usage.completion_tokens_details?.reasoning_tokens ?? 0;
  return {
    inputTokens: {
      total: promptTokens,
      noCache: promptTokens - cacheReadTokens,
      cacheRead: cacheReadTokens,
      cacheWrite: void 0
    },
    outputTokens: {
      total: completionTokens,
      text: Math.max(0, completionTokens - reasoningTokens),
      reasoning: reasoningTokens
    },
    raw: usage
  };
}

// src/chat/deepseek-chat-api-types.ts


var tokenUsageSchema = schemas/* looseObject */._H3({
  prompt_tokens: schemas/* number */.aig().nullish(),
  completion_tokens: schemas/* number */.aig().nullish(),
  prompt_cache_hit_tokens: schemas/* number */.aig().nullish(),
  prompt_cache_miss_tokens: schemas/* number */.aig().nullish(),
  total_tokens: schemas/* number */.aig().nullish(),
  prompt_tokens_details: schemas/* looseObject */._H3({
    cached_tokens: schemas/* number */.aig().nullish()
  }).nullish(),
  completion_tokens_details: schemas/* looseObject */._H3({
    reasoning_tokens: schemas/* number */.aig().nullish()
  }).nullish()
}).nullish();
var deepSeekErrorSchema = schemas/* object */.Ikc({
  error: schemas/* object */.Ikc({
    message: schemas/* string */.YjP(),
    type: schemas/* string */.YjP().nullish(),
    param: schemas/* any */.bzn().nullish(),
    code: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish()
  })
});
var deepseekChatLogprobSchema = schemas/* object */.Ikc({
  token: schemas/* string */.YjP(),
  logprob: schemas/* number */.aig(),
  bytes: schemas/* array */.YOg(schemas/* number */.aig()).nullable(),
  top_logprobs: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      token: schemas/* string */.YjP(),
      logprob: schemas/* number */.aig(),
      bytes: schemas/* array */.YOg(schemas/* number */.aig()).nullable()
    })
  )
});
var deepseekChatLogprobsSchema = schemas/* object */.Ikc({
  content: schemas/* array */.YOg(deepseekChatLogprobSchema).nullish(),
  reasoning_content: schemas/* array */.YOg(deepseekChatLogprobSchema).nullish()
}).nullish();
var deepseekChatResponseSchema = schemas/* object */.Ikc({
  id: schemas/* string */.YjP().nullish(),
  created: schemas/* number */.aig().nullish(),
  model: schemas/* string */.YjP().nullish(),
  object: schemas/* literal */.euz("chat.completion").nullish(),
  system_fingerprint: schemas/* string */.YjP().nullish(),
  choices: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      index: schemas/* number */.aig().nullish(),
      message: schemas/* object */.Ikc({
        role: schemas/* literal */.euz("assistant").nullish(),
        content: schemas/* string */.YjP().nullish(),
        reasoning_content: schemas/* string */.YjP().nullish(),
        tool_calls: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            id: schemas/* string */.YjP().nullish(),
            type: schemas/* literal */.euz("function").nullish(),
            function: schemas/* object */.Ikc({
              name: schemas/* string */.YjP(),
              arguments: schemas/* string */.YjP()
            })
          })
        ).nullish()
      }),
      logprobs: deepseekChatLogprobsSchema,
      finish_reason: schemas/* string */.YjP().nullish()
    })
  ),
  usage: tokenUsageSchema
});
var deepseekChatChunkSchema = dist_lazySchema(
  () => dist_zodSchema(
    schemas/* union */.KCZ([
      schemas/* object */.Ikc({
        id: schemas/* string */.YjP().nullish(),
        created: schemas/* number */.aig().nullish(),
        model: schemas/* string */.YjP().nullish(),
        object: schemas/* literal */.euz("chat.completion.chunk").nullish(),
        system_fingerprint: schemas/* string */.YjP().nullish(),
        choices: schemas/* array */.YOg(
          schemas/* object */.Ikc({
            index: schemas/* number */.aig().nullish(),
            delta: schemas/* object */.Ikc({
              role: schemas/* enum */.k5n(["assistant"]).nullish(),
              content: schemas/* string */.YjP().nullish(),
              reasoning_content: schemas/* string */.YjP().nullish(),
              tool_calls: schemas/* array */.YOg(
                schemas/* object */.Ikc({
                  index: schemas/* number */.aig(),
                  id: schemas/* string */.YjP().nullish(),
                  type: schemas/* literal */.euz("function").nullish(),
                  function: schemas/* object */.Ikc({
                    name: schemas/* string */.YjP().nullish(),
                    arguments: schemas/* string */.YjP().nullish()
                  })
                })
              ).nullish()
            }).nullish(),
            logprobs: deepseekChatLogprobsSchema,
            finish_reason: schemas/* string */.YjP().nullish()
          })
        ),
        usage: tokenUsageSchema
      }),
      deepSeekErrorSchema
    ])
  )
);

// src/chat/deepseek-prepare-tools.ts

function prepareTools({
  tools,
  toolChoice,
  supportsStrictToolCalls
}) {
  tools = tools?.length ? tools : void 0;
  const toolWarnings = [];
  if (tools == null) {
    return { tools: void 0, toolChoice: void 0, toolWarnings };
  }
  const functionTools = tools.filter((tool) => tool.type === "function");
  const hasStrictTool = functionTools.some((tool) => tool.strict === true);
  if (hasStrictTool && supportsStrictToolCalls === false) {
    throw new provider_dist_UnsupportedFunctionalityError({
      functionality: "DeepSeek strict tool calls",
      message: "DeepSeek strict tool calls require a beta base URL ending in `/beta`."
    });
  }
  if (hasStrictTool && supportsStrictToolCalls === true && functionTools.some((tool) => tool.strict !== true)) {
    throw new provider_dist_UnsupportedFunctionalityError({
      functionality: "mixed DeepSeek strict and non-strict tool calls",
      message: "DeepSeek strict mode requires every function tool in the request to set `strict: true`."
    });
  }
  const deepseekTools = [];
  for (const tool of tools) {
    if (tool.type === "provider") {
      toolWarnings.push({
        type: "unsupported",
        feature: `provider-defined tool ${tool.id}`
      });
    } else {
      deepseekTools.push({
        type: "function",
        function: {
          name: tool.name,
          description: tool.description,
          parameters: tool.inputSchema,
          ...tool.strict != null ? { strict: tool.strict } : {}
        }
      });
    }
  }
  if (toolChoice == null) {
    return { tools: deepseekTools, toolChoice: void 0, toolWarnings };
  }
  const type = toolChoice?.type;
  switch (type) {
    case "auto":
    case "none":
    case "required":
      return { tools: deepseekTools, toolChoice: type, toolWarnings };
    case "tool":
      return {
        tools: deepseekTools,
        toolChoice: {
          type: "function",
          function: { name: toolChoice.toolName }
        },
        toolWarnings
      };
    default: {
      return {
        tools: deepseekTools,
        toolChoice: void 0,
        toolWarnings: [
          ...toolWarnings,
          {
            type: "unsupported",
            feature: `tool choice type: ${type}`
          }
        ]
      };
    }
  }
}

// src/chat/get-response-metadata.ts


// src/chat/map-deepseek-finish-reason.ts
function mapDeepSeekFinishReason(finishReason) {
  switch (finishReason) {
    case "stop":
      return "stop";
    case "length":
      return "length";
    case "content_filter":
      return "content-filter";
    case "tool_calls":
      return "tool-calls";
    case "insufficient_system_resource":
      return "error";
    default:
      return "other";
  }
}

// src/chat/deepseek-chat-language-model.ts
function createDeepSeekStreamError(error, data) {
  const metadata = getDeepSeekStreamErrorMetadata(error);
  return dist_createProviderStreamError({
    message: error.message,
    type: error.type ?? void 0,
    code: error.code ?? void 0,
    ...metadata,
    data
  });
}
function getDeepSeekStreamErrorMetadata(error) {
  if (error.code === "insufficient_quota" || error.type === "insufficient_quota") {
    return { statusCode: 429, isRetryable: false };
  }
  const explicitStatusCode = internal_getHttpStatusCode(error.code);
  if (explicitStatusCode != null) {
    return {
      statusCode: explicitStatusCode,
      isRetryable: internal_isRetryableStatusCode(explicitStatusCode)
    };
  }
  for (const discriminator of [error.code, error.type]) {
    switch (discriminator) {
      case "rate_limit_exceeded":
      case "rate_limit_error":
        return { statusCode: 429, isRetryable: true };
      case "server_error":
      case "api_error":
      case "internal_server_error":
        return { statusCode: 500, isRetryable: true };
      case "overloaded_error":
      case "service_unavailable":
        return { statusCode: 503, isRetryable: true };
      case "timeout":
      case "timeout_error":
        return { statusCode: 504, isRetryable: true };
      case "authentication_error":
      case "invalid_api_key":
        return { statusCode: 401, isRetryable: false };
      case "permission_error":
        return { statusCode: 403, isRetryable: false };
      case "not_found_error":
      case "model_not_found":
        return { statusCode: 404, isRetryable: false };
      case "bad_request":
      case "context_length_exceeded":
      case "invalid_request_error":
        return { statusCode: 400, isRetryable: false };
    }
  }
  return {};
}
function internal_getHttpStatusCode(value) {
  const statusCode = typeof value === "string" && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof statusCode === "number" && Number.isInteger(statusCode) && statusCode >= 400 && statusCode <= 599 ? statusCode : void 0;
}
function internal_isRetryableStatusCode(statusCode) {
  return statusCode === 408 || statusCode === 409 || statusCode === 429 || statusCode >= 500;
}
function mapDeepSeekProviderReasoningEffort({
  reasoningEffort,
  warnings
}) {
  const mapped = reasoningEffort === "medium" ? "high" : reasoningEffort === "xhigh" ? "max" : reasoningEffort;
  if (mapped !== reasoningEffort) {
    warnings.push({
      type: "compatibility",
      feature: "reasoningEffort",
      details: `reasoningEffort "${reasoningEffort}" is not a canonical DeepSeek value. mapped to "${mapped}".`
    });
  }
  return mapped;
}
var DeepSeekChatLanguageModel = class _DeepSeekChatLanguageModel {
  constructor(modelId, config) {
    this.specificationVersion = "v4";
    this.supportedUrls = {
      "image/*": [/^https?:\/\/.*$/]
    };
    this.modelId = modelId;
    this.config = config;
    this.failedResponseHandler = dist_createJsonErrorResponseHandler({
      errorSchema: deepSeekErrorSchema,
      errorToMessage: (error) => error.error.message
    });
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return dist_serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return new _DeepSeekChatLanguageModel(options.modelId, options.config);
  }
  get provider() {
    return this.config.provider;
  }
  get providerOptionsName() {
    return this.config.provider.split(".")[0].trim();
  }
  async getArgs({
    prompt,
    maxOutputTokens,
    temperature,
    topP,
    topK,
    frequencyPenalty,
    presencePenalty,
    reasoning,
    providerOptions,
    stopSequences,
    responseFormat,
    seed,
    toolChoice,
    tools
  }) {
    const deepseekOptions = await dist_parseProviderOptions({
      provider: this.providerOptionsName,
      providerOptions,
      schema: deepseekLanguageModelChatOptions
    }) ?? {};
    const supportsStructuredOutputs = this.config.supportsStructuredOutputs === true;
    const supportsPenaltySampling = this.config.supportsPenaltySampling === true;
    const { messages, warnings } = await convertToDeepSeekChatMessages({
      prompt,
      responseFormat,
      modelId: this.modelId,
      providerOptionsName: this.providerOptionsName,
      supportsAssistantPrefixCompletion: this.config.supportsAssistantPrefixCompletion,
      supportsStructuredOutputs
    });
    const allWarnings = [...warnings];
    if (topK != null) {
      allWarnings.push({ type: "unsupported", feature: "topK" });
    }
    if (seed != null) {
      allWarnings.push({ type: "unsupported", feature: "seed" });
    }
    if (!supportsPenaltySampling && frequencyPenalty != null) {
      allWarnings.push({
        type: "deprecated",
        setting: "frequencyPenalty",
        message: "frequencyPenalty is deprecated by DeepSeek and has been omitted. Remove frequencyPenalty from the request."
      });
    }
    if (!supportsPenaltySampling && presencePenalty != null) {
      allWarnings.push({
        type: "deprecated",
        setting: "presencePenalty",
        message: "presencePenalty is deprecated by DeepSeek and has been omitted. Remove presencePenalty from the request."
      });
    }
    const {
      tools: deepseekTools,
      toolChoice: deepseekToolChoices,
      toolWarnings
    } = prepareTools({
      tools,
      toolChoice,
      supportsStrictToolCalls: this.config.supportsStrictToolCalls
    });
    const thinkingType = deepseekOptions.thinking?.type;
    if (thinkingType === "adaptive") {
      allWarnings.push({
        type: "compatibility",
        feature: "thinking.type",
        details: 'thinking.type "adaptive" is not a canonical DeepSeek value. mapped to "enabled".'
      });
    }
    const thinking = this.config.supportsThinking === false ? void 0 : thinkingType != null ? { type: thinkingType === "adaptive" ? "enabled" : thinkingType } : dist_isCustomReasoning(reasoning) ? { type: reasoning === "none" ? "disabled" : "enabled" } : void 0;
    const isThinkingEnabled = this.config.supportsThinking !== false && thinking?.type !== "disabled" && (thinking != null || this.modelId === "deepseek-reasoner" || isDeepSeekV4Model(this.modelId));
    if (isThinkingEnabled && temperature != null) {
      allWarnings.push({
        type: "unsupported",
        feature: "temperature",
        details: "temperature has no effect when DeepSeek thinking is enabled. Set providerOptions.deepseek.thinking.type to 'disabled' to use temperature."
      });
    }
    if (isThinkingEnabled && topP != null) {
      allWarnings.push({
        type: "unsupported",
        feature: "topP",
        details: "topP has no effect when DeepSeek thinking is enabled. Set providerOptions.deepseek.thinking.type to 'disabled' to use topP."
      });
    }
    const reasoningEffort = deepseekOptions.reasoningEffort != null ? mapDeepSeekProviderReasoningEffort({
      reasoningEffort: deepseekOptions.reasoningEffort,
      warnings: allWarnings
    }) : dist_isCustomReasoning(reasoning) && reasoning !== "none" ? dist_mapReasoningToProviderEffort({
      reasoning,
      effortMap: {
        minimal: "low",
        low: "low",
        medium: "high",
        high: "high",
        xhigh: "max"
      },
      warnings: allWarnings
    }) : void 0;
    return {
      args: {
        model: this.modelId,
        ...(deepseekOptions.logprobs === true || deepseekOptions.topLogprobs != null) && { logprobs: true },
        ...deepseekOptions.topLogprobs != null && {
          top_logprobs: deepseekOptions.topLogprobs
        },
        max_tokens: maxOutputTokens,
        temperature: isThinkingEnabled ? void 0 : temperature,
        top_p: isThinkingEnabled ? void 0 : topP,
        frequency_penalty: supportsPenaltySampling ? frequencyPenalty : void 0,
        presence_penalty: supportsPenaltySampling ? presencePenalty : void 0,
        response_format: responseFormat?.type === "json" ? supportsStructuredOutputs && responseFormat.schema != null ? {
          type: "json_schema",
          json_schema: {
            schema: responseFormat.schema,
            strict: deepseekOptions.strictJsonSchema ?? true,
            name: responseFormat.name ?? "response",
            description: responseFormat.description
          }
        } : { type: "json_object" } : void 0,
        stop: stopSequences,
        messages,
        tools: deepseekTools,
        tool_choice: deepseekToolChoices,
        thinking,
        ...deepseekOptions.userId != null && {
          user_id: deepseekOptions.userId
        },
        ...thinking?.type !== "disabled" && reasoningEffort != null && {
          reasoning_effort: reasoningEffort
        }
      },
      warnings: [...allWarnings, ...toolWarnings]
    };
  }
  async doGenerate(options) {
    const { args, warnings } = await this.getArgs({ ...options });
    const {
      responseHeaders,
      value: responseBody,
      rawValue: rawResponse
    } = await dist_postJsonToApi({
      url: this.config.url({
        path: "/chat/completions",
        modelId: this.modelId
      }),
      headers: dist_combineHeaders(this.config.headers?.(), options.headers),
      body: args,
      failedResponseHandler: this.failedResponseHandler,
      successfulResponseHandler: dist_createJsonResponseHandler(
        deepseekChatResponseSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    const choice = responseBody.choices[0];
    if (choice == null) {
      throw new dist_InvalidResponseDataError({
        data: rawResponse,
        message: "Response did not contain any choices."
      });
    }
    const content = [];
    const reasoning = choice.message.reasoning_content;
    if (reasoning != null && reasoning.length > 0) {
      content.push({
        type: "reasoning",
        text: reasoning
      });
    }
    if (choice.message.tool_calls != null) {
      for (const toolCall of choice.message.tool_calls) {
        content.push({
          type: "tool-call",
          toolCallId: toolCall.id || dist_generateId(),
          toolName: toolCall.function.name,
          input: toolCall.function.arguments
        });
      }
    }
    const text = choice.message.content;
    if (text != null && text.length > 0) {
      content.push({ type: "text", text });
    }
    return {
      content,
      finishReason: {
        unified: mapDeepSeekFinishReason(choice.finish_reason),
        raw: choice.finish_reason ?? void 0
      },
      usage: convertDeepSeekUsage(responseBody.usage),
      providerMetadata: {
        [this.providerOptionsName]: {
          promptCacheHitTokens: responseBody.usage?.prompt_cache_hit_tokens,
          promptCacheMissTokens: responseBody.usage?.prompt_cache_miss_tokens,
          ...responseBody.object != null && {
            responseObject: responseBody.object
          },
          ...choice.index != null && { choiceIndex: choice.index },
          ...choice.message.role != null && {
            messageRole: choice.message.role
          },
          ...choice.message.tool_calls != null && {
            toolCallTypes: choice.message.tool_calls.map((toolCall) => toolCall.type).filter((type) => type != null)
          },
          ...choice.logprobs != null && { logprobs: choice.logprobs },
          ...responseBody.system_fingerprint != null && {
            systemFingerprint: responseBody.system_fingerprint
          }
        }
      },
      request: { body: args },
      response: {
        ...dist_createLanguageModelResponseMetadata(responseBody),
        headers: responseHeaders,
        body: rawResponse
      },
      warnings
    };
  }
  async doStream(options) {
    const { args, warnings } = await this.getArgs({ ...options });
    const body = {
      ...args,
      stream: true,
      stream_options: { include_usage: true }
    };
    const { responseHeaders, value: response } = await dist_postJsonToApi({
      url: this.config.url({
        path: "/chat/completions",
        modelId: this.modelId
      }),
      headers: dist_combineHeaders(this.config.headers?.(), options.headers),
      body,
      failedResponseHandler: this.failedResponseHandler,
      successfulResponseHandler: dist_createEventSourceResponseHandler(
        deepseekChatChunkSchema
      ),
      abortSignal: options.abortSignal,
      fetch: this.config.fetch
    });
    let toolCallTracker;
    let finishReason = {
      unified: "other",
      raw: void 0
    };
    let usage = void 0;
    let systemFingerprint = void 0;
    let isFirstChunk = true;
    const providerOptionsName = this.providerOptionsName;
    let isActiveReasoning = false;
    let isActiveText = false;
    let responseObject;
    let choiceIndex;
    let messageRole;
    const toolCallTypes = /* @__PURE__ */ new Map();
    const contentLogprobs = [];
    const reasoningLogprobs = [];
    return {
      stream: response.pipeThrough(
        new TransformStream({
          start(controller) {
            toolCallTracker = new dist_StreamingToolCallTracker(controller, {
              generateId: dist_generateId
            });
            controller.enqueue({ type: "stream-start", warnings });
          },
          transform(chunk, controller) {
            if (options.includeRawChunks) {
              controller.enqueue({ type: "raw", rawValue: chunk.rawValue });
            }
            if (!chunk.success) {
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({ type: "error", error: chunk.error });
              return;
            }
            const value = chunk.value;
            if ("error" in value) {
              finishReason = { unified: "error", raw: void 0 };
              controller.enqueue({
                type: "error",
                error: createDeepSeekStreamError(value.error, value)
              });
              return;
            }
            if (isFirstChunk) {
              isFirstChunk = false;
              controller.enqueue({
                type: "response-metadata",
                ...dist_createLanguageModelResponseMetadata(value)
              });
            }
            if (value.usage != null) {
              usage = value.usage;
            }
            if (value.object != null) {
              responseObject = value.object;
            }
            if (value.system_fingerprint != null) {
              systemFingerprint = value.system_fingerprint;
            }
            const choice = value.choices[0];
            if (choice?.index != null) {
              choiceIndex = choice.index;
            }
            if (choice?.finish_reason != null) {
              finishReason = {
                unified: mapDeepSeekFinishReason(choice.finish_reason),
                raw: choice.finish_reason
              };
            }
            if (choice?.logprobs?.content != null) {
              contentLogprobs.push(...choice.logprobs.content);
            }
            if (choice?.logprobs?.reasoning_content != null) {
              reasoningLogprobs.push(...choice.logprobs.reasoning_content);
            }
            if (choice?.delta == null) {
              return;
            }
            const delta = choice.delta;
            if (delta.role != null) {
              messageRole = delta.role;
            }
            const reasoningContent = delta.reasoning_content;
            if (reasoningContent) {
              if (!isActiveReasoning) {
                controller.enqueue({
                  type: "reasoning-start",
                  id: "reasoning-0"
                });
                isActiveReasoning = true;
              }
              controller.enqueue({
                type: "reasoning-delta",
                id: "reasoning-0",
                delta: reasoningContent
              });
            }
            if (delta.content) {
              if (!isActiveText) {
                controller.enqueue({ type: "text-start", id: "txt-0" });
                isActiveText = true;
              }
              if (isActiveReasoning) {
                controller.enqueue({
                  type: "reasoning-end",
                  id: "reasoning-0"
                });
                isActiveReasoning = false;
              }
              controller.enqueue({
                type: "text-delta",
                id: "txt-0",
                delta: delta.content
              });
            }
            if (delta.tool_calls != null && delta.tool_calls.length > 0) {
              if (isActiveReasoning) {
                controller.enqueue({
                  type: "reasoning-end",
                  id: "reasoning-0"
                });
                isActiveReasoning = false;
              }
              for (const toolCallDelta of delta.tool_calls) {
                if (toolCallDelta.type != null) {
                  toolCallTypes.set(toolCallDelta.index, toolCallDelta.type);
                }
                toolCallTracker.processDelta(toolCallDelta);
              }
            }
          },
          flush(controller) {
            if (isActiveReasoning) {
              controller.enqueue({ type: "reasoning-end", id: "reasoning-0" });
            }
            if (isActiveText) {
              controller.enqueue({ type: "text-end", id: "txt-0" });
            }
            toolCallTracker.flush();
            controller.enqueue({
              type: "finish",
              finishReason,
              usage: convertDeepSeekUsage(usage),
              providerMetadata: {
                [providerOptionsName]: {
                  promptCacheHitTokens: usage?.prompt_cache_hit_tokens ?? void 0,
                  promptCacheMissTokens: usage?.prompt_cache_miss_tokens ?? void 0,
                  ...responseObject != null && { responseObject },
                  ...choiceIndex != null && { choiceIndex },
                  ...messageRole != null && { messageRole },
                  ...toolCallTypes.size > 0 && {
                    toolCallTypes: [...toolCallTypes.entries()].sort(([left], [right]) => left - right).map(([, type]) => type)
                  },
                  ...(contentLogprobs.length > 0 || reasoningLogprobs.length > 0) && {
                    logprobs: {
                      ...contentLogprobs.length > 0 && {
                        content: contentLogprobs
                      },
                      ...reasoningLogprobs.length > 0 && {
                        reasoning_content: reasoningLogprobs
                      }
                    }
                  },
                  ...systemFingerprint != null && { systemFingerprint }
                }
              }
            });
          }
        })
      ),
      request: { body },
      response: { headers: responseHeaders }
    };
  }
};

//# sourceMappingURL=index.js.map
;// CONCATENATED MODULE: ./node_modules/@ai-sdk/azure/dist/index.js
// src/azure-openai-provider.ts





// src/azure-openai-tools.ts

var azureOpenaiTools = {
  codeInterpreter: codeInterpreter,
  fileSearch: fileSearch,
  imageGeneration: imageGeneration,
  webSearch: webSearch,
  webSearchPreview: webSearchPreview
};

// src/azure-speech-transcription-model.ts



// src/azure-transcription-model-options.ts



// src/azure-speech-transcription-model-options.ts


var azureSpeechTranscriptionModelOptionsShape = () => ({
  /**
   * Timing granularity. Defaults to `segment` so that transcription results
   * include timed segments (Azure's own default is `none`).
   */
  timestamps: schemas/* enum */.k5n(["word", "segment", "none"]).optional(),
  /**
   * `verbatim` keeps fillers and false starts, `clean` removes them.
   * Azure defaults to `verbatim`.
   */
  transcribeStyle: schemas/* enum */.k5n(["verbatim", "clean"]).optional(),
  /**
   * Forces a single language, e.g. `['en']`. Omit for automatic language
   * detection and code switching.
   */
  locales: schemas/* array */.YOg(schemas/* string */.YjP()).length(1).optional(),
  /**
   * Speaker diarization. Speaker IDs are available in provider metadata.
   */
  diarization: schemas/* strictObject */.rej({ enabled: schemas/* boolean */.zMY() }).optional(),
  /**
   * Keyword biasing for names and domain terminology.
   */
  phraseList: schemas/* strictObject */.rej({ phrases: schemas/* array */.YOg(schemas/* string */.YjP()) }).optional()
});
var azureSpeechTranscriptionModelOptions = lazySchema(
  () => zodSchema(schemas/* strictObject */.rej(azureSpeechTranscriptionModelOptionsShape()))
);

// src/azure-transcription-model-options.ts
var azureTranscriptionModelOptions = lazySchema(
  () => zodSchema(
    schemas/* strictObject */.rej({
      /**
       * API to use. Defaults to Speech for MAI-Transcribe-2, OpenAI otherwise.
       */
      api: schemas/* enum */.k5n(["openai", "speech"]).optional(),
      ...azureSpeechTranscriptionModelOptionsShape()
    })
  )
);
function isMAITranscribe2(modelId) {
  return modelId.toLowerCase() === "mai-transcribe-2";
}

// src/azure-speech-transcription-model.ts
var AzureSpeechTranscriptionModel = class {
  constructor(modelId, config) {
    this.modelId = modelId;
    this.config = config;
    this.specificationVersion = "v4";
    this.provider = "azure.transcription";
  }
  async doGenerate(options, azureOptions = {}) {
    const timestamp = /* @__PURE__ */ new Date();
    const formData = new FormData();
    formData.append(
      "audio",
      new Blob(
        [
          typeof options.audio === "string" ? convertBase64ToUint8Array(options.audio) : options.audio
        ],
        { type: options.mediaType }
      ),
      `audio.${mediaTypeToExtension(options.mediaType)}`
    );
    formData.append(
      "definition",
      JSON.stringify({
        enhancedMode: {
          enabled: true,
          model: isMAITranscribe2(this.modelId) ? "MAI-Transcribe-2" : this.modelId,
          modelOptions: {
            timestamps: azureOptions.timestamps ?? "segment",
            transcribeStyle: azureOptions.transcribeStyle
          }
        },
        locales: azureOptions.locales,
        diarization: azureOptions.diarization,
        phraseList: azureOptions.phraseList
      })
    );
    const { value, rawValue, responseHeaders } = await postFormDataToApi({
      url: this.config.url(),
      headers: combineHeaders(this.config.headers(), options.headers),
      formData,
      abortSignal: options.abortSignal,
      fetch: this.config.fetch,
      failedResponseHandler: createJsonErrorResponseHandler({
        errorSchema: schemas/* union */.KCZ([
          schemas/* object */.Ikc({ error: schemas/* object */.Ikc({ message: schemas/* string */.YjP() }) }),
          schemas/* object */.Ikc({ message: schemas/* string */.YjP() })
        ]),
        errorToMessage: (data) => "error" in data ? data.error.message : data.message
      }),
      successfulResponseHandler: createJsonResponseHandler(responseSchema)
    });
    const phrases = value.phrases ?? [];
    const languages = new Set(
      phrases.flatMap(
        (phrase) => phrase.locale ? [phrase.locale.split("-")[0].toLowerCase()] : []
      )
    );
    const [language] = languages;
    const reportedLanguage = languages.size === 1 && /^[a-z]{2}$/.test(language) ? language : void 0;
    return {
      text: value.combinedPhrases.map((phrase) => phrase.text).join(" "),
      segments: phrases.flatMap(
        (phrase) => phrase.offsetMilliseconds != null && phrase.durationMilliseconds != null ? [
          {
            text: phrase.text,
            startSecond: phrase.offsetMilliseconds / 1e3,
            endSecond: (phrase.offsetMilliseconds + phrase.durationMilliseconds) / 1e3
          }
        ] : []
      ),
      language: reportedLanguage,
      durationInSeconds: value.durationMilliseconds != null ? value.durationMilliseconds / 1e3 : void 0,
      warnings: [],
      providerMetadata: {
        azure: { phrases }
      },
      response: {
        timestamp,
        modelId: this.modelId,
        headers: responseHeaders,
        body: rawValue
      }
    };
  }
};
var responseSchema = schemas/* object */.Ikc({
  combinedPhrases: schemas/* array */.YOg(schemas/* object */.Ikc({ text: schemas/* string */.YjP() })),
  durationMilliseconds: schemas/* number */.aig().nullish(),
  phrases: schemas/* array */.YOg(
    schemas/* object */.Ikc({
      text: schemas/* string */.YjP(),
      offsetMilliseconds: schemas/* number */.aig().nullish(),
      durationMilliseconds: schemas/* number */.aig().nullish(),
      locale: schemas/* string */.YjP().nullish(),
      speaker: schemas/* number */.aig().nullish(),
      confidence: schemas/* number */.aig().nullish(),
      words: schemas/* array */.YOg(
        schemas/* object */.Ikc({
          text: schemas/* string */.YjP(),
          offsetMilliseconds: schemas/* number */.aig().nullish(),
          durationMilliseconds: schemas/* number */.aig().nullish()
        })
      ).nullish()
    })
  ).nullish()
});

// src/version.ts
var azure_dist_VERSION =  true ? "4.0.85" : 0;

// src/azure-openai-provider.ts
function getAzureOpenAIBaseURLInfo(baseURL) {
  if (baseURL == null) {
    return {
      isAzureOpenAI: true,
      isFoundryProject: false,
      isVersioned: false
    };
  }
  const url = new URL(baseURL);
  const hostname = url.hostname;
  const isAzureOpenAI = hostname.endsWith(".openai.azure.com") || hostname.endsWith(".services.ai.azure.com") || hostname.endsWith(".cognitiveservices.azure.com");
  const pathname = url.pathname.replace(/\/+$/, "");
  return {
    isAzureOpenAI,
    isFoundryProject: hostname.endsWith(".services.ai.azure.com") && pathname.startsWith("/api/projects/"),
    isVersioned: isAzureOpenAI && pathname.toLowerCase().endsWith("/openai/v1")
  };
}
function createAzure(options = {}) {
  const tokenProvider = options.tokenProvider;
  if (options.apiKey && tokenProvider) {
    throw new InvalidArgumentError({
      argument: "apiKey/tokenProvider",
      message: "Both apiKey and tokenProvider were provided. Please use only one authentication method."
    });
  }
  const getHeaders = (api = "openai") => {
    const authHeaders = tokenProvider ? {} : {
      [api === "speech" ? "Ocp-Apim-Subscription-Key" : "api-key"]: loadApiKey({
        apiKey: options.apiKey,
        environmentVariableName: "AZURE_API_KEY",
        description: api === "speech" ? "Azure Speech" : "Azure OpenAI"
      })
    };
    return withUserAgentSuffix(
      {
        ...authHeaders,
        ...options.headers
      },
      `ai-sdk-azure/${azure_dist_VERSION}`
    );
  };
  const fetch = tokenProvider ? async (input, init) => {
    const headers = normalizeHeaders(init?.headers);
    if (headers.authorization == null) {
      headers.authorization = `Bearer ${await tokenProvider()}`;
    }
    return (options.fetch ?? globalThis.fetch)(input, {
      ...init,
      headers
    });
  } : options.fetch;
  const getResourceName = () => {
    const resourceName = loadSetting({
      settingValue: options.resourceName,
      settingName: "resourceName",
      environmentVariableName: "AZURE_RESOURCE_NAME",
      description: "Azure OpenAI resource name"
    });
    if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(resourceName)) {
      throw new InvalidArgumentError({
        argument: "resourceName",
        message: "Invalid Azure resource name. Expected a single DNS label (letters, digits, and hyphens). Use `baseURL` for custom endpoints."
      });
    }
    return resourceName;
  };
  const apiVersion = options.apiVersion ?? "v1";
  const {
    isAzureOpenAI,
    isFoundryProject,
    isVersioned: isAzureOpenAIVersioned
  } = getAzureOpenAIBaseURLInfo(options.baseURL);
  const url = ({ path, modelId }) => {
    const baseUrlPrefix = withoutTrailingSlash(
      options.baseURL ?? `https://${getResourceName()}.openai.azure.com/openai`
    );
    let fullUrl;
    if (options.useDeploymentBasedUrls) {
      fullUrl = new URL(`${baseUrlPrefix}/deployments/${modelId}${path}`);
    } else if (!isAzureOpenAI || isAzureOpenAIVersioned) {
      fullUrl = new URL(`${baseUrlPrefix}${path}`);
    } else {
      fullUrl = new URL(`${baseUrlPrefix}/v1${path}`);
    }
    if (options.useDeploymentBasedUrls || isAzureOpenAI && !isAzureOpenAIVersioned && !isFoundryProject) {
      fullUrl.searchParams.set("api-version", apiVersion);
    }
    return fullUrl.toString();
  };
  const createChatModel = (deploymentName) => new OpenAIChatLanguageModel(deploymentName, {
    provider: "azure.chat",
    url,
    headers: getHeaders,
    fetch
  });
  const createDeepSeekModel = (deploymentName) => new DeepSeekChatLanguageModel(deploymentName, {
    provider: "azure.deepseek",
    url,
    headers: getHeaders,
    fetch,
    supportsPenaltySampling: true,
    supportsThinking: false,
    // json_object with thinking enabled makes Azure return the JSON in reasoning_content with empty content
    supportsStructuredOutputs: true
  });
  const createCompletionModel = (modelId) => new OpenAICompletionLanguageModel(modelId, {
    provider: "azure.completion",
    url,
    headers: getHeaders,
    fetch
  });
  const createEmbeddingModel = (modelId) => new OpenAIEmbeddingModel(modelId, {
    provider: "azure.embeddings",
    headers: getHeaders,
    url,
    fetch
  });
  const createResponsesModel = (modelId) => new OpenAIResponsesLanguageModel(modelId, {
    provider: "azure.responses",
    url,
    headers: getHeaders,
    fetch,
    explicitMessageItemType: isFoundryProject,
    // Soft-deprecated. TODO: remove in v8
    fileIdPrefixes: ["assistant-"]
  });
  const createImageModel = (modelId) => new OpenAIImageModel(modelId, {
    provider: "azure.image",
    url,
    headers: getHeaders,
    fetch,
    // Azure model IDs are user-defined deployment names, so OpenAI model
    // family capabilities cannot be inferred from them.
    imageInputCapabilities: {
      supportsFileInputs: void 0,
      supportsMaskInputs: void 0
    }
  });
  const createTranscriptionModel = (modelId) => new AzureTranscriptionModel(
    modelId,
    options,
    new OpenAITranscriptionModel(modelId, {
      provider: "azure.transcription",
      url,
      headers: getHeaders,
      fetch
    }),
    new AzureSpeechTranscriptionModel(modelId, {
      url: () => `${withoutTrailingSlash(options.speechBaseURL) ?? `https://${getResourceName()}.cognitiveservices.azure.com`}/speechtotext/transcriptions:transcribe?api-version=2025-10-15`,
      headers: () => getHeaders("speech"),
      fetch
    })
  );
  const createSpeechModel = (modelId) => new OpenAISpeechModel(modelId, {
    provider: "azure.speech",
    url,
    headers: getHeaders,
    fetch
  });
  const provider = function(deploymentId) {
    if (new.target) {
      throw new Error(
        "The Azure OpenAI model function cannot be called with the new keyword."
      );
    }
    return createResponsesModel(deploymentId);
  };
  provider.specificationVersion = "v4";
  provider.languageModel = createResponsesModel;
  provider.chat = createChatModel;
  provider.deepseek = createDeepSeekModel;
  provider.completion = createCompletionModel;
  provider.embedding = createEmbeddingModel;
  provider.embeddingModel = createEmbeddingModel;
  provider.textEmbedding = createEmbeddingModel;
  provider.textEmbeddingModel = createEmbeddingModel;
  provider.image = createImageModel;
  provider.imageModel = createImageModel;
  provider.responses = createResponsesModel;
  provider.transcription = createTranscriptionModel;
  provider.transcriptionModel = createTranscriptionModel;
  provider.speech = createSpeechModel;
  provider.tools = azureOpenaiTools;
  return provider;
}
var azure = createAzure();
var AzureTranscriptionModel = class {
  constructor(modelId, config, openai, speech) {
    this.modelId = modelId;
    this.config = config;
    this.openai = openai;
    this.speech = speech;
    this.specificationVersion = "v4";
    this.provider = "azure.transcription";
  }
  static [dist/* WORKFLOW_SERIALIZE */.V](model) {
    return serializeModelOptions({
      modelId: model.modelId,
      config: model.config
    });
  }
  static [dist/* WORKFLOW_DESERIALIZE */.C](options) {
    return createAzure(options.config).transcription(options.modelId);
  }
  async doGenerate(options) {
    const { api, ...speechOptions } = await this.getOptions(
      options.providerOptions
    );
    if (api === "speech") {
      return this.speech.doGenerate(options, speechOptions);
    }
    const result = await this.openai.doGenerate(options);
    return {
      ...result,
      warnings: [
        ...result.warnings,
        ...Object.keys(speechOptions).map((key) => ({
          type: "unsupported",
          feature: `providerOptions.azure.${key}`,
          details: "This option requires the Azure Speech API."
        }))
      ]
    };
  }
  async doStream(options) {
    const { api } = await this.getOptions(options.providerOptions);
    if (api === "speech") {
      throw new dist_UnsupportedFunctionalityError({
        functionality: "streaming transcription with the Azure Speech API"
      });
    }
    return this.openai.doStream(options);
  }
  async getOptions(providerOptions) {
    const options = await parseProviderOptions({
      provider: "azure",
      providerOptions,
      schema: azureTranscriptionModelOptions
    });
    return {
      ...options,
      api: options?.api ?? (isMAITranscribe2(this.modelId) ? "speech" : "openai")
    };
  }
};

//# sourceMappingURL=index.js.map

/***/ }),

/***/ 3860:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ WORKFLOW_DESERIALIZE),
/* harmony export */   V: () => (/* binding */ WORKFLOW_SERIALIZE)
/* harmony export */ });
/**
 * Symbol used to define custom serialization for user-defined class instances.
 * The static method should accept an instance and return serializable data.
 *
 * @example
 * ```ts
 * import { WORKFLOW_SERIALIZE, WORKFLOW_DESERIALIZE } from '@workflow/serde';
 *
 * class MyClass {
 *   constructor(public value: string) {}
 *
 *   static [WORKFLOW_SERIALIZE](instance: MyClass) {
 *     return { value: instance.value };
 *   }
 *
 *   static [WORKFLOW_DESERIALIZE](data: { value: string }) {
 *     return new MyClass(data.value);
 *   }
 * }
 * ```
 */
const WORKFLOW_SERIALIZE = Symbol.for('workflow-serialize');
/**
 * Symbol used to define custom deserialization for user-defined class instances.
 * The static method should accept serialized data and return a class instance.
 *
 * @see WORKFLOW_SERIALIZE for usage example
 */
const WORKFLOW_DESERIALIZE = Symbol.for('workflow-deserialize');
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 4985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ EventSourceParserStream)
});

// UNUSED EXPORTS: ParseError

;// CONCATENATED MODULE: ./node_modules/eventsource-parser/dist/index.js
class ParseError extends Error {
  constructor(message, options) {
    super(message), this.name = "ParseError", this.type = options.type, this.field = options.field, this.value = options.value, this.line = options.line;
  }
}
const LF = 10, CR = 13, SPACE = 32;
function noop(_arg) {
}
function createParser(config) {
  if (typeof config == "function")
    throw new TypeError(
      "`config` must be an object, got a function instead. Did you mean `createParser({onEvent: fn})`?"
    );
  const { onEvent = noop, onError = noop, onRetry = noop, onComment, maxBufferSize } = config, pendingFragments = [];
  let pendingFragmentsLength = 0, isFirstChunk = !0, id, data = "", dataLines = 0, eventType, terminated = !1;
  function feed(chunk) {
    if (terminated)
      throw new Error(
        "Cannot feed parser: it was terminated after exceeding the configured max buffer size. Call `reset()` to resume parsing."
      );
    if (isFirstChunk && (isFirstChunk = !1, chunk.charCodeAt(0) === 239 && chunk.charCodeAt(1) === 187 && chunk.charCodeAt(2) === 191 && (chunk = chunk.slice(3))), pendingFragments.length === 0) {
      const trailing2 = processLines(chunk);
      trailing2 !== "" && (pendingFragments.push(trailing2), pendingFragmentsLength = trailing2.length), checkBufferSize();
      return;
    }
    if (chunk.indexOf(`
`) === -1 && chunk.indexOf("\r") === -1) {
      pendingFragments.push(chunk), pendingFragmentsLength += chunk.length, checkBufferSize();
      return;
    }
    pendingFragments.push(chunk);
    const input = pendingFragments.join("");
    pendingFragments.length = 0, pendingFragmentsLength = 0;
    const trailing = processLines(input);
    trailing !== "" && (pendingFragments.push(trailing), pendingFragmentsLength = trailing.length), checkBufferSize();
  }
  function checkBufferSize() {
    maxBufferSize !== void 0 && (pendingFragmentsLength + data.length <= maxBufferSize || (terminated = !0, pendingFragments.length = 0, pendingFragmentsLength = 0, id = void 0, data = "", dataLines = 0, eventType = void 0, onError(
      new ParseError(`Buffered data exceeded max buffer size of ${maxBufferSize} characters`, {
        type: "max-buffer-size-exceeded"
      })
    )));
  }
  function processLines(chunk) {
    let searchIndex = 0;
    if (chunk.indexOf("\r") === -1) {
      let lfIndex = chunk.indexOf(`
`, searchIndex);
      for (; lfIndex !== -1; ) {
        if (searchIndex === lfIndex) {
          dataLines > 0 && onEvent({ id, event: eventType, data }), id = void 0, data = "", dataLines = 0, eventType = void 0, searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
          continue;
        }
        const firstCharCode = chunk.charCodeAt(searchIndex);
        if (isDataPrefix(chunk, searchIndex, firstCharCode)) {
          const valueStart = chunk.charCodeAt(searchIndex + 5) === SPACE ? searchIndex + 6 : searchIndex + 5, value = chunk.slice(valueStart, lfIndex);
          if (dataLines === 0 && chunk.charCodeAt(lfIndex + 1) === LF) {
            onEvent({ id, event: eventType, data: value }), id = void 0, data = "", eventType = void 0, searchIndex = lfIndex + 2, lfIndex = chunk.indexOf(`
`, searchIndex);
            continue;
          }
          data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        } else isEventPrefix(chunk, searchIndex, firstCharCode) ? eventType = chunk.slice(
          chunk.charCodeAt(searchIndex + 6) === SPACE ? searchIndex + 7 : searchIndex + 6,
          lfIndex
        ) || void 0 : parseLine(chunk, searchIndex, lfIndex);
        searchIndex = lfIndex + 1, lfIndex = chunk.indexOf(`
`, searchIndex);
      }
      return chunk.slice(searchIndex);
    }
    for (; searchIndex < chunk.length; ) {
      const crIndex = chunk.indexOf("\r", searchIndex), lfIndex = chunk.indexOf(`
`, searchIndex);
      let lineEnd = -1;
      if (crIndex !== -1 && lfIndex !== -1 ? lineEnd = crIndex < lfIndex ? crIndex : lfIndex : crIndex !== -1 ? crIndex === chunk.length - 1 ? lineEnd = -1 : lineEnd = crIndex : lfIndex !== -1 && (lineEnd = lfIndex), lineEnd === -1)
        break;
      parseLine(chunk, searchIndex, lineEnd), searchIndex = lineEnd + 1, chunk.charCodeAt(searchIndex - 1) === CR && chunk.charCodeAt(searchIndex) === LF && searchIndex++;
    }
    return chunk.slice(searchIndex);
  }
  function parseLine(chunk, start, end) {
    if (start === end) {
      dispatchEvent();
      return;
    }
    const firstCharCode = chunk.charCodeAt(start);
    if (isDataPrefix(chunk, start, firstCharCode)) {
      const valueStart = chunk.charCodeAt(start + 5) === SPACE ? start + 6 : start + 5, value2 = chunk.slice(valueStart, end);
      data = dataLines === 0 ? value2 : `${data}
${value2}`, dataLines++;
      return;
    }
    if (isEventPrefix(chunk, start, firstCharCode)) {
      eventType = chunk.slice(chunk.charCodeAt(start + 6) === SPACE ? start + 7 : start + 6, end) || void 0;
      return;
    }
    if (firstCharCode === 105 && chunk.charCodeAt(start + 1) === 100 && chunk.charCodeAt(start + 2) === 58) {
      const value2 = chunk.slice(chunk.charCodeAt(start + 3) === SPACE ? start + 4 : start + 3, end);
      value2.includes("\0") || (id = value2);
      return;
    }
    if (firstCharCode === 58) {
      if (onComment) {
        const line2 = chunk.slice(start, end);
        onComment(line2.slice(chunk.charCodeAt(start + 1) === SPACE ? 2 : 1));
      }
      return;
    }
    const line = chunk.slice(start, end), fieldSeparatorIndex = line.indexOf(":");
    if (fieldSeparatorIndex === -1) {
      processField(line, "", line);
      return;
    }
    const field = line.slice(0, fieldSeparatorIndex), offset = line.charCodeAt(fieldSeparatorIndex + 1) === SPACE ? 2 : 1, value = line.slice(fieldSeparatorIndex + offset);
    processField(field, value, line);
  }
  function processField(field, value, line) {
    switch (field) {
      case "event":
        eventType = value || void 0;
        break;
      case "data":
        data = dataLines === 0 ? value : `${data}
${value}`, dataLines++;
        break;
      case "id":
        value.includes("\0") || (id = value);
        break;
      case "retry":
        /^\d+$/.test(value) ? onRetry(parseInt(value, 10)) : onError(
          new ParseError(`Invalid \`retry\` value: "${value}"`, {
            type: "invalid-retry",
            value,
            line
          })
        );
        break;
      default:
        onError(
          new ParseError(
            `Unknown field "${field.length > 20 ? `${field.slice(0, 20)}\u2026` : field}"`,
            { type: "unknown-field", field, value, line }
          )
        );
        break;
    }
  }
  function dispatchEvent() {
    dataLines > 0 && onEvent({
      id,
      event: eventType,
      data
    }), id = void 0, data = "", dataLines = 0, eventType = void 0;
  }
  function reset(options = {}) {
    if (options.consume && pendingFragments.length > 0) {
      const incompleteLine = pendingFragments.join("");
      parseLine(incompleteLine, 0, incompleteLine.length);
    }
    isFirstChunk = !0, id = void 0, data = "", dataLines = 0, eventType = void 0, pendingFragments.length = 0, pendingFragmentsLength = 0, terminated = !1;
  }
  return { feed, reset };
}
function isDataPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 100 && chunk.charCodeAt(i + 1) === 97 && chunk.charCodeAt(i + 2) === 116 && chunk.charCodeAt(i + 3) === 97 && chunk.charCodeAt(i + 4) === 58;
}
function isEventPrefix(chunk, i, firstCharCode) {
  return firstCharCode === 101 && chunk.charCodeAt(i + 1) === 118 && chunk.charCodeAt(i + 2) === 101 && chunk.charCodeAt(i + 3) === 110 && chunk.charCodeAt(i + 4) === 116 && chunk.charCodeAt(i + 5) === 58;
}

//# sourceMappingURL=index.js.map

;// CONCATENATED MODULE: ./node_modules/eventsource-parser/dist/stream.js


class EventSourceParserStream extends TransformStream {
  constructor({ onError, onRetry, onComment, maxBufferSize } = {}) {
    let parser;
    super({
      start(controller) {
        parser = createParser({
          onEvent: (event) => {
            controller.enqueue(event);
          },
          onError(error) {
            typeof onError == "function" && onError(error), (onError === "terminate" || error.type === "max-buffer-size-exceeded") && controller.error(error);
          },
          onRetry,
          onComment,
          maxBufferSize
        });
      },
      transform(chunk) {
        parser.feed(chunk);
      }
    });
  }
}

//# sourceMappingURL=stream.js.map


/***/ }),

/***/ 9567:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ai: () => (/* binding */ number)
/* harmony export */ });
/* unused harmony exports string, boolean, bigint, date */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(737);


function string(params) {
    return core._coercedString(schemas.ZodString, params);
}
function number(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._coercedNumber */ .qG(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodNumber */ .rSt, params);
}
function boolean(params) {
    return core._coercedBoolean(schemas.ZodBoolean, params);
}
function bigint(params) {
    return core._coercedBigint(schemas.ZodBigInt, params);
}
function date(params) {
    return core._coercedDate(schemas.ZodDate, params);
}


/***/ })

};
