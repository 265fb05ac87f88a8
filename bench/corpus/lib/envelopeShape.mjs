// The names and sizes of the create-envelope graph, as in the real eSignature file: 39 tab
// kinds, 10 recipient kinds, their fields and the small definitions they refer to.
import { words } from './text.mjs';

export const TAB_KINDS = words(`
  signHere approve checkbox commentThread commissionCounty commissionExpiration commissionNumber
  commissionState company currency date dateSigned decline draw email emailAddress envelopeId
  firstName formulaTab fullName initialHere lastName list notarize notarySeal note number
  numerical phoneNumber polyLineOverlay radioGroup signerAttachment smartSection ssn tabGroup text
  title view zip
`);

export const TAB_FIELDS = words(`
  anchorString anchorXOffset anchorYOffset anchorUnits anchorCaseSensitive anchorMatchWholeWord
  anchorIgnoreIfNotPresent anchorHorizontalAlignment anchorAllowWhiteSpaceInCharacters
  anchorTabProcessorVersion caption conditionalParentLabel conditionalParentValue customTabId
  documentId formOrder formPageLabel formPageNumber height width locked name optional pageNumber
  recipientId recipientIdGuid required scaleValue shared source status stampType tabGroupLabels
  tabId tabLabel tabOrder tabType templateLocked templateRequired tooltip xPosition yPosition
  value originalValue font fontColor fontSize bold italic underline
`);

export const RECIPIENT_FIELDS = words(`
  recipientId recipientIdGuid recipientType routingOrder name email firstName lastName fullName
  accessCode addAccessCodeToEmail clientUserId customFields declinedDateTime declinedReason
  deliveredDateTime deliveryMethod emailBody emailSubject embeddedRecipientStartURL
  excludedDocuments faxNumber idCheckConfigurationName inheritEmailNotificationConfiguration note
  requireIdLookup roleName sentDateTime signedDateTime signingGroupId signingGroupName status
  suppressEmails templateLocked templateRequired totalTabCount userId autoNavigation
  canSignOffline defaultRecipient isBulkRecipient recipientSuppliesTabs requireSignOnPaper
  requireUploadSignature signInEachLocation agentCanEditEmail agentCanEditName
  allowSystemOverrideForLockedRecipient completedCount creationReason designatorId
  designatorIdGuid lockedRecipientPhoneAuthEditable lockedRecipientSmsEditable phoneNumber
  recipientAuthenticationStatus signatureName userName
`);

export const RECIPIENT_KINDS = [
  ['signers', 'signer'],
  ['agents', 'agent'],
  ['carbonCopies', 'carbonCopy'],
  ['certifiedDeliveries', 'certifiedDelivery'],
  ['editors', 'editor'],
  ['inPersonSigners', 'inPersonSigner'],
  ['intermediaries', 'intermediary'],
  ['notaries', 'notaryRecipient'],
  ['seals', 'sealSign'],
  ['witnesses', 'witness'],
];

/**
 * Support definitions, one a line: `name propertyCount ref... | field...`; a ref is `target` or
 * `prop:target`, `[]` marking an array of them.
 */
export const SUPPORT = supportTable(`
  propertyMetadata 2 | options rights
  errorDetails 2 | errorCode message
  mergeField 8
  smartContractInformation 2
  localePolicyTab 16
  listItem 6
  radio 30 errorDetails
  recipientPhoneAuthentication 5
  recipientSMSAuthentication 2
  addressInformation 9
  addressInformationInput 4 addressInformation
  dobInformationInput 3
  ssn4InformationInput 3
  ssn9InformationInput 2
  idCheckInformationInput 4 addressInformationInput dobInformationInput ssn4InformationInput ssn9InformationInput
  recipientIdentityPhoneNumber 5
  recipientIdentityInputOption 3 phoneNumberList:recipientIdentityPhoneNumber[]
  recipientIdentityVerification 2 inputOptions:recipientIdentityInputOption[]
  recipientSignatureInformation 3
  recipientEmailNotification 3
  recipientAttachment 6
  documentVisibility 4 errorDetails
  socialAuthentication 1
  recipientPhoneNumber 2
  recipientAdditionalNotification 3 phoneNumber:recipientPhoneNumber
  offlineAttributes 6
  recipientProofFile 2
  recipientSignatureProviderOptions 4
  recipientSignatureProvider 3 signatureProviderOptions:recipientSignatureProviderOptions
  eventResult 4
  authenticationStatus 12 accessCodeResult:eventResult phoneAuthResult:eventResult idLookupResult:eventResult
  userInfo 8 errorDetails
  expirations 3
  reminders 3
  notification 3 expirations reminders
  bccEmailAddress 2
  emailSettings 3 bccEmailAddresses:bccEmailAddress[]
  lockInformation 8 lockedByUser:userInfo errorDetails
  textCustomField 6 errorDetails
  listCustomField 7 errorDetails
  customFields 2 textCustomFields:textCustomField[] listCustomFields:listCustomField[]
  attachment 7
  nameValue 4
  connectEventData 3
  envelopeEvent 2
  recipientEvent 2
  eventNotification 18 envelopeEvents:envelopeEvent[] recipientEvents:recipientEvent[] eventData:connectEventData
  delayedRouting 3
  recipientOption 5
  recipientGroup 3 recipients:recipientOption[]
  conditionalRecipientRuleFilter 6
  conditionalRecipientRuleCondition 3 filters:conditionalRecipientRuleFilter[]
  conditionalRecipientRule 4 conditions:conditionalRecipientRuleCondition[] recipientGroup
  recipientRules 1 conditionalRecipients:conditionalRecipientRule[]
  recipientRouting 1 rules:recipientRules
  workflowStep 8 delayedRouting recipientRouting
  workflow 4 workflowSteps:workflowStep[]
  matchBox 5
  htmlDisplayAnchor 6
  htmlDefinition 12 displayAnchors:htmlDisplayAnchor[]
  documentHtmlDefinition 1 htmlDefinition
  document 40 matchBoxes:matchBox[] htmlDefinition:documentHtmlDefinition documentFields:nameValue[] tabs:EnvelopeRecipientTabs
  pdfMetaDataTemplate 3
  serverTemplate 2
  inlineTemplate 5 recipients:EnvelopeRecipients customFields documents:document[]
  compositeTemplate 6 document inlineTemplates:inlineTemplate[] serverTemplates:serverTemplate[] pdfMetaDataTemplateSequence:pdfMetaDataTemplate[]
  envelopeMetadata 3
  recipientsLock 2
`);

function supportTable(text) {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [head, fields] = line.split('|');
      const [name, count, ...refs] = words(head);
      return [name, Number(count), refs, fields && words(fields)];
    });
}

export function parseRef(text) {
  const [prop, target] = text.includes(':') ? text.split(':') : [text.replace('[]', ''), text];
  return { prop, target: target.replace('[]', ''), array: target.endsWith('[]') };
}

export const TAB_REFS = [
  'errorDetails:errorDetails',
  'mergeField:mergeField',
  'smartContractInformation:smartContractInformation',
];

export const EXTRA_TAB_REFS = {
  radioGroup: ['radios:radio[]'],
  list: ['listItems:listItem[]'],
  text: ['localePolicy:localePolicyTab'],
  date: ['localePolicy:localePolicyTab'],
};

export const RECIPIENT_REFS = [
  'tabs:EnvelopeRecipientTabs',
  'phoneAuthentication:recipientPhoneAuthentication',
  'smsAuthentication:recipientSMSAuthentication',
  'idCheckInformationInput:idCheckInformationInput',
  'identityVerification:recipientIdentityVerification',
  'signatureInfo:recipientSignatureInformation',
  'emailNotification:recipientEmailNotification',
  'recipientAttachments:recipientAttachment[]',
  'documentVisibility:documentVisibility[]',
  'errorDetails:errorDetails',
  'socialAuthentications:socialAuthentication[]',
  'additionalNotifications:recipientAdditionalNotification[]',
  'offlineAttributes:offlineAttributes',
  'proofFile:recipientProofFile',
  'recipientSignatureProviders:recipientSignatureProvider[]',
  'recipientAuthenticationStatus:authenticationStatus',
  'delegatedBy:userInfo',
  'delegatedTo:userInfo[]',
];

export const ENVELOPE_REFS = [
  'recipients:EnvelopeRecipients',
  'documents:document[]',
  'compositeTemplates:compositeTemplate[]',
  'customFields:customFields',
  'notification:notification',
  'eventNotification:eventNotification',
  'eventNotifications:eventNotification[]',
  'emailSettings:emailSettings',
  'lockInformation:lockInformation',
  'workflow:workflow',
  'attachments:attachment[]',
  'envelopeMetadata:envelopeMetadata',
  'recipientsLock:recipientsLock',
  'sender:userInfo',
];
