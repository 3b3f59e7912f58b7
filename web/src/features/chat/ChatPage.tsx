import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@lobby/contract';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { classifyError, errorMessage, isFeatureUnavailable } from '../../lib/error-catalogue';
import { useChatWho } from '../../lib/chat';
import { useDates } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import { useMerchant } from '../../lib/merchant';
import { useSession } from '../../lib/session';
import { followChat } from './chat-stream';
import {
  useCustomerServiceScript,
  useLaunchChat,
  useMarkChatRead,
  useSendChatMessage,
} from './queries';
import { FeedbackLink } from './FeedbackLink';
import { WidgetChat } from './WidgetChat';
import './chat.css';

/** Messages by id, in order: the stream and the send answer may bring the same one. */
function merged(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The chat page: the merchant's third-party widget when it has one, else the built-in chat. */
export default function ChatPage() {
  const t = useT();
  const script = useCustomerServiceScript();
  if (script.isPending) {
    return (
      <PageFrame title={t('chat.title')}>
        <div className="chat-skeleton" aria-hidden="true" />
      </PageFrame>
    );
  }
  const widget = script.data?.widget;
  return widget ? <WidgetChat widget={widget} /> : <BuiltInChat />;
}

/** What a refusal that raises no dialog (a rate limit) says in the chat; '' for any other. */
function limitMessage(error: unknown): string {
  const behaviour = classifyError(error);
  return behaviour.kind === 'silence' ? errorMessage(error, behaviour) : '';
}

/** The built-in customer-service chat: history, live answers, and a one-line message form. */
function BuiltInChat() {
  const t = useT();
  const dates = useDates();
  const merchant = useMerchant().code;
  const token = useSession()?.token;
  const { visitorKey } = useChatWho();
  const launch = useLaunchChat();
  const send = useSendChatMessage();
  const markRead = useMarkChatRead();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [connected, setConnected] = useState(true);
  // Rate limits raise no dialog (SPEC section 8): the chat says why a message or stream was refused.
  const [limited, setLimited] = useState('');
  const [text, setText] = useState('');
  const readUpTo = useRef(0);
  const end = useRef<HTMLLIElement>(null);
  const conversationId = launch.data?.conversationId;

  useEffect(() => {
    if (launch.data) setMessages((list) => merged(list, launch.data.messages));
  }, [launch.data]);

  useEffect(() => {
    if (conversationId === undefined) return;
    const controller = new AbortController();
    const after = launch.data?.messages.at(-1)?.id ?? 0;
    void followChat({
      after,
      merchant,
      token,
      visitorKey,
      signal: controller.signal,
      onMessage: (message) => setMessages((list) => merged(list, [message])),
      onConnected: (now) => {
        setConnected(now);
        if (now) setLimited('');
      },
      onRefused: (error) => setLimited(limitMessage(error)),
    });
    return () => controller.abort();
    // The stream follows one conversation for one player; its start point is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, merchant, token, visitorKey]);

  const lastAnswer = useMemo(
    () => messages.filter((message) => message.sender === 'operator').at(-1)?.id ?? 0,
    [messages],
  );
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
    if (lastAnswer > readUpTo.current) {
      readUpTo.current = lastAnswer;
      markRead.mutate(lastAnswer);
    }
    // markRead is a fresh object each render; the mark itself is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages.length, lastAnswer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || send.isPending) return;
    send.mutate(
      { clientId: crypto.randomUUID(), text: body },
      {
        onSuccess: (message) => {
          setText('');
          setLimited('');
          setMessages((list) => merged(list, [message]));
        },
        onError: (error) => setLimited(limitMessage(error)),
      },
    );
  };

  if (launch.isError) {
    const unavailable = isFeatureUnavailable(launch.error);
    return (
      <PageFrame title={t('chat.title')}>
        <EmptyState
          title={t(unavailable ? 'chat.unavailable' : 'chat.loadFailed')}
          body={t('chat.tryLater')}
          action={
            unavailable ? undefined : (
              <button type="button" className="button" onClick={() => void launch.refetch()}>
                {t('action.retry')}
              </button>
            )
          }
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('chat.title')}>
      <div className="chat">
        {limited ? (
          <p className="chat-status" role="alert">
            {limited}
          </p>
        ) : (
          !connected && (
            <p className="chat-status" role="status">
              {t('chat.reconnecting')}
            </p>
          )
        )}
        <ol className="chat-messages" aria-live="polite" data-testid="chat-messages">
          {launch.isPending && <li className="chat-skeleton" aria-hidden="true" />}
          {launch.isSuccess && messages.length === 0 && (
            <li className="chat-empty">{t('chat.empty')}</li>
          )}
          {messages.map((message) => (
            <li
              key={message.id}
              className={`chat-bubble ${message.sender}`}
              data-testid={`chat-${message.sender}`}
            >
              <span className="chat-who">
                {t(message.sender === 'operator' ? 'chat.agent' : 'chat.you')}
              </span>
              <span className="chat-text">{message.text}</span>
              <time dateTime={message.sentAt}>{dates.date(message.sentAt, 'dayTime')}</time>
            </li>
          ))}
          <li ref={end} aria-hidden="true" className="chat-end" />
        </ol>
        <form className="chat-form" onSubmit={submit}>
          <label htmlFor="chat-text" className="visually-hidden">
            {t('chat.input')}
          </label>
          <input
            id="chat-text"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            autoComplete="off"
            placeholder={t('chat.input')}
            disabled={!launch.isSuccess}
          />
          <button type="submit" className="button" disabled={!launch.isSuccess || send.isPending}>
            {t('chat.send')}
          </button>
        </form>
      </div>
      <FeedbackLink />
    </PageFrame>
  );
}
