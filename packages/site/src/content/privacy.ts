import type { PrivacyPolicy } from './types.ts';

/** The privacy policy (SPEC.md section 2: its five sections, in this order). */
export const privacy: PrivacyPolicy = {
  updated: '2026-11-01',
  intro: {
    en: [
      'This privacy policy explains what personal information KY Gaming collects when you use this website, the player wallet and our back office, why we collect it, who we share it with and how we protect it.',
      'We collect only what we need to run these services. If anything in this policy is unclear, please write to us through the contact form on this site.',
    ],
    'zh-tw': [
      '本隱私權政策說明您在使用本網站、玩家錢包與營運後台時，KY Gaming 會蒐集哪些個人資料、蒐集的原因、會與哪些對象分享，以及我們如何保護這些資料。',
      '我們只蒐集提供服務所必需的資料。若您對本政策有任何疑問，歡迎透過本網站的聯絡表單與我們聯繫。',
    ],
    'zh-cn': [
      '本隐私政策说明您在使用本网站、玩家钱包和运营后台时，KY Gaming 会收集哪些个人信息、收集的目的、会与哪些对象共享，以及我们如何保护这些信息。',
      '我们只收集提供服务所必需的信息。如您对本政策有任何疑问，欢迎通过本网站的联系表单与我们联系。',
    ],
    'de-ch': [
      'Diese Datenschutzerklärung beschreibt, welche Personendaten KY Gaming bearbeitet, wenn Sie diese Website, das Spieler-Wallet oder unser Backoffice nutzen, wozu wir sie brauchen, an wen wir sie weitergeben und wie wir sie schützen.',
      'Wir erheben nur, was wir für den Betrieb dieser Dienste benötigen. Ist etwas in dieser Erklärung unklar, schreiben Sie uns bitte über das Kontaktformular auf dieser Website.',
    ],
  },
  sections: [
    {
      id: 'information-collection',
      heading: {
        en: 'Information we collect',
        'zh-tw': '我們蒐集的資料',
        'zh-cn': '我们收集的信息',
        'de-ch': 'Welche Daten wir erheben',
      },
      paragraphs: {
        en: [
          'Information you give us. When you use the contact form we receive your first and last name, email address, telephone number and message, together with your agreement to this policy and, only if you tick the box, your consent to receive promotional messages. We use these details to answer you and, where you agreed, to send you news about our games.',
          'Player and wallet information. When you log in to the player wallet we process your account name, the operator your account belongs to, your currency and balance, your deposits and your play history (rounds, bets, wins, times and balances). We need this information to show you your balance, to credit deposits and to keep an accurate record of every transaction.',
          'Back-office accounts. For staff of our partners who use the back office we keep the account name, name, email address, telephone number, role and account status, so that each person sees only what their role allows.',
          'Technical information. Our servers record each request with its time, the address it came from, the page or interface requested and the result. We use these logs to keep the service running, to detect abuse such as repeated failed logins, and to investigate faults. Passwords and access tokens are never written to these logs.',
        ],
        'zh-tw': [
          '您主動提供的資料：當您使用聯絡表單時，我們會收到您的姓氏與名字、電子郵件地址、電話號碼與留言內容，以及您對本政策的同意；僅在您勾選相關選項時，才會一併取得您接收行銷訊息的同意。我們以這些資料回覆您，並在您同意的情況下寄送遊戲相關消息。',
          '玩家與錢包資料：當您登入玩家錢包時，我們會處理您的帳號名稱、帳號所屬的營運商、幣別與餘額、存款紀錄，以及遊戲紀錄（局號、投注、派彩、時間與餘額）。這些資料是顯示餘額、入帳存款以及正確記錄每筆交易所必需。',
          '後台帳號：對於使用營運後台的合作夥伴人員，我們會保存帳號名稱、姓名、電子郵件、電話號碼、角色與帳號狀態，確保每位使用者只能看到其角色權限範圍內的內容。',
          '技術資料：我們的伺服器會記錄每一次請求的時間、來源位址、所請求的頁面或介面以及處理結果。這些紀錄用於維持服務運作、偵測濫用行為（例如反覆登入失敗）及排查故障。密碼與存取權杖絕不會寫入紀錄。',
        ],
        'zh-cn': [
          '您主动提供的信息：当您使用联系表单时，我们会收到您的姓和名、电子邮箱、电话号码和留言内容，以及您对本政策的同意；只有在您勾选相应选项时，才会同时获得您接收推广信息的同意。我们使用这些信息回复您，并在您同意的前提下向您发送游戏资讯。',
          '玩家与钱包信息：当您登录玩家钱包时，我们会处理您的账号名、账号所属的运营商、币种和余额、充值记录以及游戏记录（局号、投注、派彩、时间和余额）。这些信息是显示余额、为充值入账以及准确记录每一笔交易所必需的。',
          '后台账号：对于使用运营后台的合作伙伴员工，我们会保存账号名、姓名、电子邮箱、电话号码、角色和账号状态，确保每个人只能看到其角色权限范围内的内容。',
          '技术信息：我们的服务器会记录每次请求的时间、来源地址、请求的页面或接口以及处理结果。这些日志用于保障服务运行、发现滥用行为（例如多次登录失败）以及排查故障。密码和访问令牌绝不会写入日志。',
        ],
        'de-ch': [
          'Angaben, die Sie uns machen: Wenn Sie das Kontaktformular verwenden, erhalten wir Vorname, Nachname, E-Mail-Adresse, Telefonnummer und Ihre Nachricht, dazu Ihre Zustimmung zu dieser Erklärung und, nur wenn Sie das Kästchen ankreuzen, Ihre Einwilligung in Werbemitteilungen. Wir verwenden diese Angaben, um Ihnen zu antworten und, falls Sie eingewilligt haben, um Sie über unsere Spiele zu informieren.',
          'Spieler- und Wallet-Daten: Wenn Sie sich im Spieler-Wallet anmelden, bearbeiten wir Ihren Kontonamen, den Betreiber, zu dem Ihr Konto gehört, Ihre Währung und Ihr Guthaben, Ihre Einzahlungen und Ihren Spielverlauf (Runden, Einsätze, Gewinne, Zeitpunkte und Kontostände). Diese Daten brauchen wir, um Ihr Guthaben anzuzeigen, Einzahlungen gutzuschreiben und jede Transaktion korrekt festzuhalten.',
          'Backoffice-Konten: Für Mitarbeitende unserer Partner, die das Backoffice nutzen, speichern wir Kontonamen, Namen, E-Mail-Adresse, Telefonnummer, Rolle und Kontostatus, damit jede Person nur sieht, was ihre Rolle erlaubt.',
          'Technische Daten: Unsere Server protokollieren jede Anfrage mit Zeitpunkt, Herkunftsadresse, aufgerufener Seite oder Schnittstelle und Ergebnis. Diese Protokolle dienen dem Betrieb, dem Erkennen von Missbrauch wie wiederholten Fehlanmeldungen und der Fehlersuche. Passwörter und Zugangstoken werden nie protokolliert.',
        ],
      },
    },
    {
      id: 'cookies',
      heading: {
        en: 'Cookies and browser storage',
        'zh-tw': 'Cookie 與瀏覽器儲存空間',
        'zh-cn': 'Cookie 与浏览器本地存储',
        'de-ch': 'Cookies und Speicher im Browser',
      },
      paragraphs: {
        en: [
          'This website sets a single cookie, i18n_redirected, which remembers the language you chose so that the site opens in that language next time. It is kept for 365 days, is sent only to this site (path /, SameSite=Lax) and contains nothing but the language code. We do not use advertising or cross-site tracking cookies.',
          'The player wallet does not use cookies. While you are logged in, it keeps your session (account name, access token, operator, currency and balance) in your browser\'s sessionStorage. This storage belongs to the open tab: it is cleared when you log out and deleted when you close the tab.',
          'When you confirm that you are of legal age, that confirmation is saved in your browser\'s localStorage so that we do not ask again on every visit. It stays until you clear this site\'s data in your browser. If a part of the site fails to load, a short-lived marker in sessionStorage makes sure the page is reloaded only once.',
          'You can delete the cookie and the stored data at any time in your browser settings. The site will then ask for your language and your age again, and you will need to log in again.',
        ],
        'zh-tw': [
          '本網站只會設定一個 Cookie：i18n_redirected，用來記住您選擇的語言，讓您下次造訪時直接以該語言開啟網站。此 Cookie 保存 365 天，僅傳送至本網站（path /、SameSite=Lax），內容只有語言代碼。我們不使用廣告 Cookie，也不使用跨網站追蹤 Cookie。',
          '玩家錢包不使用 Cookie。登入期間，錢包會將您的工作階段（帳號名稱、存取權杖、營運商、幣別與餘額）保存在瀏覽器的 sessionStorage 中。這些資料僅屬於目前開啟的分頁：您登出時會被清除，關閉分頁後即會刪除。',
          '當您確認已達法定年齡後，這項確認會保存在瀏覽器的 localStorage 中，避免每次造訪都重複詢問，直到您清除本網站在瀏覽器中的資料為止。若網站某部分載入失敗，sessionStorage 中的一個短暫標記可確保頁面只會自動重新載入一次。',
          '您可隨時在瀏覽器設定中刪除此 Cookie 與上述儲存資料。刪除後，網站會再次詢問您的語言與年齡，您也需要重新登入。',
        ],
        'zh-cn': [
          '本网站只设置一个 Cookie：i18n_redirected，用于记住您选择的语言，方便您下次访问时直接以该语言打开网站。该 Cookie 保存 365 天，只发送给本网站（path /、SameSite=Lax），内容仅为语言代码。我们不使用广告 Cookie，也不使用跨站跟踪 Cookie。',
          '玩家钱包不使用 Cookie。登录期间，钱包会把您的会话信息（账号名、访问令牌、运营商、币种和余额）保存在浏览器的 sessionStorage 中。这些数据只属于当前打开的标签页：退出登录时会被清空，关闭标签页后即被删除。',
          '您确认已达到法定年龄后，该确认会保存在浏览器的 localStorage 中，这样每次访问时就不必重复确认，直到您在浏览器中清除本网站的数据为止。如果网站某个部分加载失败，sessionStorage 中的一个临时标记可确保页面只自动刷新一次。',
          '您可以随时在浏览器设置中删除该 Cookie 和上述存储数据。删除后，网站会重新询问您的语言和年龄，您也需要重新登录。',
        ],
        'de-ch': [
          'Diese Website setzt ein einziges Cookie, i18n_redirected. Es merkt sich die gewählte Sprache, damit die Website beim nächsten Besuch in dieser Sprache öffnet. Es wird 365 Tage gespeichert, nur an diese Website gesendet (path /, SameSite=Lax) und enthält nichts ausser dem Sprachcode. Werbe- oder websiteübergreifende Tracking-Cookies verwenden wir nicht.',
          'Das Spieler-Wallet verwendet keine Cookies. Solange Sie angemeldet sind, hält es Ihre Sitzung (Kontoname, Zugangstoken, Betreiber, Währung und Guthaben) im sessionStorage Ihres Browsers. Dieser Speicher gehört zum geöffneten Tab: Er wird beim Abmelden geleert und beim Schliessen des Tabs gelöscht.',
          'Wenn Sie bestätigen, dass Sie das gesetzliche Mindestalter erreicht haben, wird diese Bestätigung im localStorage Ihres Browsers gespeichert, damit wir nicht bei jedem Besuch erneut fragen. Sie bleibt bestehen, bis Sie die Daten dieser Website in Ihrem Browser löschen. Lädt ein Teil der Website nicht, sorgt eine kurzlebige Markierung im sessionStorage dafür, dass die Seite nur einmal neu geladen wird.',
          'Sie können das Cookie und die gespeicherten Daten jederzeit in den Einstellungen Ihres Browsers löschen. Die Website fragt dann erneut nach Sprache und Alter, und Sie müssen sich neu anmelden.',
        ],
      },
    },
    {
      id: 'third-party-disclosure',
      heading: {
        en: 'Sharing with third parties',
        'zh-tw': '向第三方揭露資料',
        'zh-cn': '向第三方披露信息',
        'de-ch': 'Weitergabe an Dritte',
      },
      paragraphs: {
        en: [
          'We do not sell, rent or trade your personal information. We share it only where that is needed to provide the service, where you have asked us to, or where the law requires it.',
          'Player information is shared with the operator your account belongs to, since that operator runs your player account and is responsible for it towards you. Deposits are passed to the payment provider that processes them. Companies that host or maintain our systems for us may have access to data only as far as their task requires, under contracts that oblige them to keep it confidential and secure.',
          'We disclose information to courts, regulators or law-enforcement authorities when we are legally obliged to, or when it is necessary to prevent fraud or to protect the rights and safety of our players, partners and staff. Figures that do not identify anyone, such as the total number of rounds played on a game, may be shared freely, for example with testing laboratories or partners.',
        ],
        'zh-tw': [
          '我們不會出售、出租或交換您的個人資料。僅在提供服務所必需、經您要求，或法律規定的情況下，才會與他人分享。',
          '玩家資料會提供給您帳號所屬的營運商，因為您的玩家帳號由該營運商經營並對您負責。存款資料會傳送給處理該筆款項的金流服務商。為我們代管或維護系統的公司，僅能在執行任務所需的範圍內接觸資料，並受合約約束，須對資料保密並確保安全。',
          '在法律要求，或為防範詐欺、保護玩家、合作夥伴與員工的權益與安全而有必要時，我們會向法院、主管機關或執法單位揭露資料。無法識別個人身分的統計數據（例如某款遊戲的總局數）則可能提供給測試實驗室或合作夥伴等對象。',
        ],
        'zh-cn': [
          '我们不会出售、出租或交换您的个人信息。只有在提供服务所必需、您提出要求或法律规定的情况下，我们才会与他人共享。',
          '玩家信息会提供给您账号所属的运营商，因为您的玩家账号由该运营商运营并对您负责。充值信息会传给处理该笔款项的支付服务商。为我们托管或维护系统的公司，只能在完成其任务所需的范围内接触数据，并受合同约束，必须对数据保密并保障其安全。',
          '在法律要求，或为防范欺诈、保护玩家、合作伙伴和员工的权益与安全而确有必要时，我们会向法院、监管机构或执法部门披露信息。无法识别个人身份的统计数据（例如某款游戏的总局数）可能会提供给测试实验室或合作伙伴等对象。',
        ],
        'de-ch': [
          'Wir verkaufen, vermieten oder tauschen Ihre Personendaten nicht. Wir geben sie nur weiter, wenn es für die Erbringung des Dienstes nötig ist, wenn Sie es wünschen oder wenn das Gesetz es verlangt.',
          'Spielerdaten erhält der Betreiber, zu dem Ihr Konto gehört, denn er führt Ihr Spielerkonto und ist Ihnen gegenüber dafür verantwortlich. Einzahlungen werden an den Zahlungsdienstleister übermittelt, der sie abwickelt. Unternehmen, die unsere Systeme für uns hosten oder warten, haben nur so weit Zugriff, wie ihre Aufgabe es erfordert, und sind vertraglich zu Vertraulichkeit und Datensicherheit verpflichtet.',
          'Gerichten, Aufsichtsbehörden oder Strafverfolgungsbehörden geben wir Daten bekannt, wenn wir gesetzlich dazu verpflichtet sind oder wenn es nötig ist, um Betrug zu verhindern oder die Rechte und die Sicherheit unserer Spieler, Partner und Mitarbeitenden zu schützen. Zahlen, die keine Person erkennen lassen, etwa die Gesamtzahl der Runden eines Spiels, können wir frei weitergeben, zum Beispiel an Prüflabors oder Partner.',
        ],
      },
    },
    {
      id: 'security',
      heading: {
        en: 'How we protect your information',
        'zh-tw': '資料安全',
        'zh-cn': '信息安全',
        'de-ch': 'Wie wir Ihre Daten schützen',
      },
      paragraphs: {
        en: [
          'Passwords are never stored as you type them. We keep only a salted scrypt hash of each password, a one-way value from which the password cannot be read back, and passwords never appear in our logs.',
          'When you log in you receive a random access token. We store only a hash of that token, not the token itself; every token expires after a set time and is revoked as soon as you log out. Repeated failed logins are limited for each account and each address, which makes guessing passwords impractical.',
          'All traffic between your browser and our servers is encrypted with TLS. Access to the back office is limited by role, and every change to a balance is recorded as a separate transaction that cannot be edited afterwards.',
          'No system on the internet can be made perfectly secure. If you believe your account or your information has been misused, please tell us straight away through the contact form.',
        ],
        'zh-tw': [
          '我們絕不以明文保存密碼，只保存每組密碼經加鹽處理的 scrypt 雜湊值。這是一種單向運算結果，無法從中還原出密碼；密碼也絕不會出現在任何紀錄中。',
          '登入時，系統會發給您一組隨機產生的存取權杖。我們只保存權杖的雜湊值，不保存權杖本身；每組權杖都有固定效期，您登出後即立即撤銷。同一帳號或同一位址多次登入失敗時，系統會暫時限制再次嘗試，讓猜測密碼變得不可行。',
          '您的瀏覽器與我們伺服器之間的所有傳輸皆以 TLS 加密。營運後台的存取權限依角色控管，每一筆餘額變動都會記錄為一筆獨立且事後無法修改的交易。',
          '網路上沒有任何系統能做到絕對安全。若您認為自己的帳號或資料遭到濫用，請立即透過聯絡表單通知我們。',
        ],
        'zh-cn': [
          '我们绝不以明文保存密码，只保存每个密码经过加盐处理的 scrypt 哈希值。这是一种单向计算结果，无法由此还原出密码；密码也绝不会出现在任何日志中。',
          '登录时，系统会为您生成一个随机访问令牌。我们只保存令牌的哈希值，而不保存令牌本身；每个令牌都有固定有效期，您退出登录后立即作废。同一账号或同一地址多次登录失败时，系统会暂时限制再次尝试，使猜测密码变得不可行。',
          '您的浏览器与我们服务器之间的所有通信都通过 TLS 加密。运营后台的访问权限按角色控制，每一笔余额变动都会记录为一条独立且事后无法修改的交易。',
          '互联网上没有任何系统能够做到绝对安全。如果您认为自己的账号或信息被滥用，请立即通过联系表单告知我们。',
        ],
        'de-ch': [
          'Passwörter speichern wir nie so, wie Sie sie eingeben. Wir bewahren nur einen gesalzenen scrypt-Hash jedes Passworts auf, einen Einwegwert, aus dem sich das Passwort nicht zurückgewinnen lässt, und Passwörter erscheinen nie in unseren Protokollen.',
          'Bei der Anmeldung erhalten Sie ein zufälliges Zugangstoken. Wir speichern nur einen Hash dieses Tokens, nicht das Token selbst; jedes Token läuft nach einer festgelegten Zeit ab und wird ungültig, sobald Sie sich abmelden. Wiederholte Fehlanmeldungen werden pro Konto und pro Adresse begrenzt, damit das Erraten von Passwörtern aussichtslos bleibt.',
          'Der gesamte Datenverkehr zwischen Ihrem Browser und unseren Servern ist mit TLS verschlüsselt. Der Zugang zum Backoffice ist nach Rollen beschränkt, und jede Änderung eines Guthabens wird als eigene Transaktion festgehalten, die sich nachträglich nicht ändern lässt.',
          'Kein System im Internet ist vollkommen sicher. Wenn Sie vermuten, dass Ihr Konto oder Ihre Daten missbraucht wurden, melden Sie sich bitte umgehend über das Kontaktformular.',
        ],
      },
    },
    {
      id: 'general',
      heading: {
        en: 'General',
        'zh-tw': '一般條款',
        'zh-cn': '一般条款',
        'de-ch': 'Allgemeines',
      },
      paragraphs: {
        en: [
          'We may change this policy when our services or the law change. The date at the top shows when it was last updated; if a change affects how we use information you have already given us, we will point it out clearly on this site before it takes effect.',
          'Our games and the player wallet are intended only for adults of legal gambling age in their country. We do not knowingly collect information from anyone under that age, and we delete it if we learn that we have.',
          'Depending on where you live, you may have the right to see the personal information we hold about you, to have it corrected or deleted, and to withdraw a consent you gave, for example to promotional messages. For these requests and for any other question about privacy, please contact us through the contact form on this site.',
        ],
        'zh-tw': [
          '當我們的服務內容或相關法規有所變動時，我們可能會修訂本政策。頁首的日期為最近一次更新日期；若修訂內容會影響我們使用您已提供之資料的方式，我們會在生效前於本網站明確公告。',
          '我們的遊戲與玩家錢包僅供已達當地法定博彩年齡的成年人使用。我們不會在知情的情況下蒐集未達該年齡者的資料；一旦發現，將立即刪除。',
          '依您所在地的法律，您可能有權查閱我們保存的個人資料、要求更正或刪除，以及撤回您先前給予的同意（例如接收行銷訊息的同意）。如需提出上述請求或有任何隱私相關問題，請透過本網站的聯絡表單與我們聯繫。',
        ],
        'zh-cn': [
          '当我们的服务或相关法律发生变化时，我们可能会修订本政策。页首日期为最近一次更新日期；如果修订会影响我们使用您已提供信息的方式，我们会在生效前在本网站上明确提示。',
          '我们的游戏和玩家钱包仅面向已达到所在地法定博彩年龄的成年人。我们不会在知情的情况下收集未达到该年龄者的信息；一经发现，将立即删除。',
          '根据您所在地的法律，您可能有权查阅我们保存的您的个人信息，要求更正或删除，以及撤回您此前给予的同意（例如接收推广信息的同意）。如需提出上述请求或有任何隐私方面的问题，请通过本网站的联系表单与我们联系。',
        ],
        'de-ch': [
          'Wir können diese Erklärung anpassen, wenn sich unsere Dienste oder die Rechtslage ändern. Das Datum oben zeigt die letzte Aktualisierung; betrifft eine Änderung die Verwendung von Daten, die Sie uns bereits gegeben haben, weisen wir vor dem Inkrafttreten deutlich auf dieser Website darauf hin.',
          'Unsere Spiele und das Spieler-Wallet richten sich nur an Erwachsene, die in ihrem Land das gesetzliche Mindestalter für Geldspiele erreicht haben. Wir erheben nicht wissentlich Daten von jüngeren Personen und löschen sie, sobald wir davon erfahren.',
          'Je nach Wohnort haben Sie das Recht, Auskunft über Ihre bei uns gespeicherten Personendaten zu verlangen, sie berichtigen oder löschen zu lassen und eine erteilte Einwilligung, etwa in Werbemitteilungen, zu widerrufen. Für solche Anliegen und alle anderen Fragen zum Datenschutz kontaktieren Sie uns bitte über das Kontaktformular auf dieser Website.',
        ],
      },
    },
  ],
};
